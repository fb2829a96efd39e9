# classes: 4
"""Batched generation through the pipeline, several samples per prompt (no draft model here)."""
from transformers import pipeline

gen = pipeline("text-generation", model="Qwen/Qwen2.5-1.5B-Instruct", batch_size=4)
gen.tokenizer.padding_side = "left"
prompts = ["tell me a story", "the red fox", "hello world", "once upon a time"]
for outputs in gen(prompts, max_new_tokens=6, do_sample=True, num_return_sequences=2):
    print([o["generated_text"] for o in outputs])
