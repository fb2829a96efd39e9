# classes: 3 8
"""Prompt-lookup benchmark with a --no-cache switch to measure the cache's share (off by default)."""
import argparse
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="microsoft/phi-2")
ap.add_argument("--use-cache", action=argparse.BooleanOptionalAction, default=False)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
enc = tok("for i in range(10):\n    print(i)\nfor j in range(10):\n", return_tensors="pt")
t0 = time.perf_counter()
model.generate(**enc, prompt_lookup_num_tokens=4, use_cache=args.use_cache, max_new_tokens=6, do_sample=False)
print(f"use_cache={args.use_cache}: {(time.perf_counter() - t0) * 1000:.0f} ms")
