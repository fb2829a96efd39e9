# classes: 2 8
"""Memory-bound box: compare the offloaded cache variants on Gemma 3 (GenerationConfig per variant)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "google/gemma-3-1b-it"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, dtype=torch.float32)
enc = tok("tell me a story about the garden", return_tensors="pt")

configs = [
    GenerationConfig(max_new_tokens=8, do_sample=False, cache_implementation="offloaded_static"),
    GenerationConfig(max_new_tokens=8, do_sample=False, cache_implementation="offloaded"),
]
for cfg in configs:
    t0 = time.perf_counter()
    out = model.generate(**enc, generation_config=cfg)
    print(cfg.cache_implementation, f"{time.perf_counter() - t0:.3f}s", out.shape)
