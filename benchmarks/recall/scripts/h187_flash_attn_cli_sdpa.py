# classes: 3 8
"""Speed check: the attention backend comes from a flag; sdpa by default, flash-attn only when asked."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
parser.add_argument("--attn", default="sdpa", choices=["eager", "sdpa", "flash_attention_2"])
parser.add_argument("--new-tokens", type=int, default=8)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, attn_implementation=args.attn, dtype=torch.float32)
enc = tok("the garden was quiet in the morning", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(**enc, max_new_tokens=args.new_tokens, do_sample=False)
dt = time.perf_counter() - t0
print(f"{args.attn}: {args.new_tokens / dt:.1f} tok/s")
