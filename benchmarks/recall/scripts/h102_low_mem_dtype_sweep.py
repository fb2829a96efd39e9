# classes: 2
"""Load-time memory comparison: low_cpu_mem_usage and dtype choices, then a short greedy run each."""
import gc
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "microsoft/Phi-3-mini-4k-instruct"
VARIANTS = [
    {"torch_dtype": torch.float32},
    {"torch_dtype": torch.bfloat16, "low_cpu_mem_usage": True},
    {"torch_dtype": "auto", "low_cpu_mem_usage": True},
]

tok = AutoTokenizer.from_pretrained(MODEL)
enc = tok("tell me a story about the king", return_tensors="pt")
for variant in VARIANTS:
    t0 = time.perf_counter()
    model = AutoModelForCausalLM.from_pretrained(MODEL, **variant)
    load_s = time.perf_counter() - t0
    n_bytes = sum(p.numel() * p.element_size() for p in model.parameters())
    out = model.generate(**enc, max_new_tokens=6, do_sample=False)
    print(variant, f"load {load_s:.2f}s", f"{n_bytes / 1e6:.2f} MB", out.shape)
    del model
    gc.collect()
