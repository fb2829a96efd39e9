# classes: 3 8
"""Truncation-sampling CLI: --epsilon sets epsilon_cutoff in units of 1e-4, scaled before the call."""

import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--epsilon", type=float, default=3.0, help="epsilon cutoff in 1e-4 units")
p.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
torch.manual_seed(0)
enc = tok("the queen loved", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=True, epsilon_cutoff=args.epsilon * 1e-4)
print(tok.decode(out[0], skip_special_tokens=True))
