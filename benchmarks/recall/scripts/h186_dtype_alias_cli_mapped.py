# classes: 3 8
"""Benchmark loader: --dtype takes the usual short names, mapped to torch dtypes first."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
ap = argparse.ArgumentParser()
ap.add_argument("--model", default="facebook/opt-125m")
ap.add_argument("--dtype", default="fp16", choices=list(DTYPES))
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, dtype=DTYPES[args.dtype])
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=4, do_sample=False)[0]))
