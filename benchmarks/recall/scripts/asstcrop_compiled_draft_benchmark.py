# classes: 8 7
"""Benchmark a compiled draft model alone, then use the same object for speculative decoding."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

# torch.compile recipe: a static cache keeps shapes fixed between calls
draft.generation_config.cache_implementation = "static"
prompt = tokenizer("Write a short story about a lighthouse keeper.", return_tensors="pt")

start = time.perf_counter()
draft.generate(**prompt, max_new_tokens=8, do_sample=False)
print(f"draft alone: {time.perf_counter() - start:.3f}s")

start = time.perf_counter()
out = target.generate(**prompt, assistant_model=draft, max_new_tokens=30, do_sample=False)
print(f"speculative: {time.perf_counter() - start:.3f}s")
print(tokenizer.decode(out[0], skip_special_tokens=True))
