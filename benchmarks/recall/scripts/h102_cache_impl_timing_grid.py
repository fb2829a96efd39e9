# classes: 2 8
"""Timing sweep over cache_implementation values passed to generate()."""
import statistics
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
CACHE_IMPLEMENTATIONS = ["dynamic", "static", "offloaded", "sliding_window"]
REPEATS = 3

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.eval()

inputs = tok("tell me a story about dogs", return_tensors="pt")

results = {}
for impl in CACHE_IMPLEMENTATIONS:
    samples = []
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        model.generate(**inputs, max_new_tokens=10, do_sample=False, cache_implementation=impl)
        samples.append(time.perf_counter() - t0)
    results[impl] = statistics.median(samples)

for impl, seconds in sorted(results.items(), key=lambda kv: kv[1]):
    print(f"{impl:>16}: {seconds * 1000:.1f} ms")
