# classes: 8 3
"""Compile-friendly decoding: the cache type comes from a settings dict (someone wrote 'static_cache')."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"model": "meta-llama/Llama-3.2-1B", "cache": "static_cache", "new_tokens": 6}

tok = AutoTokenizer.from_pretrained(SETTINGS["model"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"], dtype=torch.float32)
enc = tok("a short benchmark prompt", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(**enc, cache_implementation=SETTINGS["cache"], max_new_tokens=SETTINGS["new_tokens"])
print(f"{(time.perf_counter() - t0) * 1000:.1f} ms", out.shape)
