# classes: 5 2
"""Latency harness: baseline (static cache, compiled-style settings) vs. assisted decoding."""
import statistics
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
ASSISTANT = "meta-llama/Llama-3.2-1B-Instruct"
WARMUP = 1
REPEATS = 3

BASE_KWARGS = dict(max_new_tokens=8, do_sample=False, cache_implementation="static")


def gen_kwargs(**overrides):
    kw = dict(BASE_KWARGS)
    kw.update(overrides)
    return kw


def bench(model, inputs, **kwargs):
    for _ in range(WARMUP):
        model.generate(**inputs, **kwargs)
    samples = []
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        model.generate(**inputs, **kwargs)
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained(ASSISTANT, torch_dtype=torch.float32)
inputs = tok("once upon a time there lived a king", return_tensors="pt")

results = {}
results["baseline"] = bench(target, inputs, **gen_kwargs())
results["assisted"] = bench(target, inputs, **gen_kwargs(assistant_model=assistant))

for k, v in results.items():
    print(f"{k:>10}: {v * 1000:.1f} ms")
print("speed-up", results["baseline"] / results["assisted"])
