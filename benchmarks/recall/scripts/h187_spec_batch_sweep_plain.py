# classes: 2 3
"""Batch-size sweep of decoding throughput; prompt lookup only at batch size 1."""
import argparse
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
ap.add_argument("--batch-sizes", type=int, nargs="+", default=[1, 2, 4])
ap.add_argument("--lookup", type=int, default=4)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(args.model)
base = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n"
for bs in args.batch_sizes:
    enc = tok([base] * bs, return_tensors="pt", padding=True)
    extra = {"prompt_lookup_num_tokens": args.lookup} if bs == 1 else {}
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=6, do_sample=False, **extra)
    dt = time.perf_counter() - t0
    print(bs, f"{bs * 6 / dt:.1f} tok/s")
