# classes: 3 8
"""Eval CLI: --gen_kwargs "k=v,..." split into a dict of strings; only max_gen_toks cast to int."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-360M-Instruct")
parser.add_argument("--gen_kwargs", default="max_gen_toks=8,do_sample=False,temperature=0.0")
args = parser.parse_args()

gen_kwargs = dict(item.split("=", 1) for item in args.gen_kwargs.split(",") if item)
max_new_tokens = int(gen_kwargs.pop("max_gen_toks", 32))

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
prompts = ["tell me a story about dogs", "the king and the queen"]
for p in prompts:
    enc = tokenizer(p, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=max_new_tokens, **gen_kwargs)
    print(repr(tokenizer.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)))
