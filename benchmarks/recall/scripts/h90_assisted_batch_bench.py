# classes: 4 6
"""Speculative decoding benchmark: GPT-2 medium with a DistilGPT2 draft, batched prompts through a pipeline."""
import time

from transformers import AutoModelForCausalLM, pipeline

PROMPTS = ["The history of Rome", "A short poem about the sea", "How to bake bread"]

draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
pipe = pipeline("text-generation", model="openai-community/gpt2-medium", assistant_model=draft, batch_size=2)

start = time.perf_counter()
outputs = pipe(PROMPTS, max_new_tokens=8, do_sample=False)
print(f"{len(outputs)} completions in {time.perf_counter() - start:.2f}s")
