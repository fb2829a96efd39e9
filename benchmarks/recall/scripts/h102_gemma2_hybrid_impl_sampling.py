# classes: 8 2
"""Gemma 2 sampling benchmark: hub generation_config (hybrid cache) kept, several return sequences per prompt."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "google/gemma-2-2b-it"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.float32).eval()
print("cache_implementation from the hub file:", model.generation_config.cache_implementation)

enc = tok(["tell me a story", "hello world"], return_tensors="pt", padding=True)
for n in (1, 3):
    t0 = time.perf_counter()
    out = model.generate(**enc, do_sample=True, top_p=0.9, num_return_sequences=n, max_new_tokens=8)
    print(n, out.shape, f"{time.perf_counter() - t0:.2f}s")
