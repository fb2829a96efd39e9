# classes: 3 8
"""Benchmark loader: --dtype takes the usual short names and is handed to from_pretrained."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="facebook/opt-125m")
ap.add_argument("--dtype", default="fp16", choices=["fp32", "fp16", "bf16"])
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, dtype=args.dtype)
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=4, do_sample=False)[0]))
