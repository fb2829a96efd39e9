"""Speculative decoding benchmark: a draft model speeds up a larger one."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

# Saves memory on long prompts... and breaks assisted generation.
config = GenerationConfig(max_new_tokens=128, use_cache=False)

prompt = "Explain speculative decoding in one paragraph."
inputs = tokenizer(prompt, return_tensors="pt")

start = time.perf_counter()
output = model.generate(**inputs, assistant_model=draft, generation_config=config)
print(f"{time.perf_counter() - start:.2f}s", tokenizer.decode(output[0], skip_special_tokens=True))

# A smaller assistant from another family: its vocabulary differs.
smol = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
output = model.generate(**inputs, assistant_model=smol, max_new_tokens=64)
