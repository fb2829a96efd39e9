# classes: 2 8
"""Timing sweep over the cache implementations that run everywhere (dynamic vs static)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
SETTINGS = {
    "dynamic": dict(cache_implementation="dynamic"),
    "static": dict(cache_implementation="static"),
    "no-cache": dict(use_cache=False),
}

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32).eval()
inputs = tok("tell me a story about dogs", return_tensors="pt")

for name, extra in SETTINGS.items():
    # warm-up
    model.generate(**inputs, max_new_tokens=4, do_sample=False, **extra)
    t0 = time.perf_counter()
    out = model.generate(**inputs, max_new_tokens=10, do_sample=False, **extra)
    dt = time.perf_counter() - t0
    print(f"{name:>10} {dt * 1000:8.1f} ms  {out.shape[1] - inputs['input_ids'].shape[1]} new tokens")
