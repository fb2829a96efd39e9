# classes: 2 9
"""Benchmark assisted generation with and without the KV cache (cache ablation from a blog post)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "facebook/opt-1.3b"
ASSIST_ID = "facebook/opt-125m"

tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
model = AutoModelForCausalLM.from_pretrained(MAIN_ID)
assistant = AutoModelForCausalLM.from_pretrained(ASSIST_ID)
inputs = tokenizer("Speculative decoding is a technique that", return_tensors="pt")

results = {}
for use_cache in (True, False):
    t0 = time.perf_counter()
    with torch.no_grad():
        model.generate(**inputs, assistant_model=assistant, use_cache=use_cache, max_new_tokens=10)
    results[use_cache] = time.perf_counter() - t0

for use_cache, seconds in results.items():
    print(f"use_cache={use_cache}: {seconds:.3f}s")
