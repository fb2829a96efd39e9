# classes: 2 8
"""Compare eager and sdpa on the same prompt (flash-attn skipped on CPU)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
BACKENDS = ["eager", "sdpa"] + (["flash_attention_2"] if torch.cuda.is_available() else [])

tok = AutoTokenizer.from_pretrained(MODEL)
enc = tok("Write one sentence about rivers.", return_tensors="pt")
results = {}
for backend in BACKENDS:
    model = AutoModelForCausalLM.from_pretrained(MODEL, attn_implementation=backend)
    model.generate(**enc, max_new_tokens=2)  # warm-up
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=6, do_sample=False)
    results[backend] = time.perf_counter() - t0
for k, v in results.items():
    print(f"{k:>20}: {v * 1000:.1f} ms")
