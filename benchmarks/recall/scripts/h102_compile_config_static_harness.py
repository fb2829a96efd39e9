# classes: 2 3
"""Warm-up then measure: static cache + CompileConfig set on the model's generation_config, compile behind a flag."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, CompileConfig

p = argparse.ArgumentParser()
p.add_argument("--model", default="meta-llama/Llama-3.2-1B")
p.add_argument("--warmup", type=int, default=2)
p.add_argument("--iters", type=int, default=3)
p.add_argument("--compile", action="store_true", help="torch.compile the decoding step")
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float32).eval()
model.generation_config.cache_implementation = "static"
model.generation_config.compile_config = CompileConfig(fullgraph=True, mode="reduce-overhead", dynamic=False)
if not args.compile:
    model.generation_config.disable_compile = True

enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
for _ in range(args.warmup):
    model.generate(**enc, max_new_tokens=8, do_sample=False)
times = []
for _ in range(args.iters):
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=8, do_sample=False)
    times.append(time.perf_counter() - t0)
print("best %.1f ms" % (min(times) * 1000))
