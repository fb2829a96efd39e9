# classes: 3 8
"""CLI: pick how the KV cache is stored (default: offloaded, to fit big contexts)."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
p.add_argument("--kv", default="offloaded_static", choices=["dynamic", "static", "offloaded", "offloaded_static"])
p.add_argument("--draft", default="Qwen/Qwen2.5-0.5B")
p.add_argument("--max-new-tokens", type=int, default=6)
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(args.draft) if args.draft else None
enc = tok("hello there", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, cache_implementation=args.kv, max_new_tokens=args.max_new_tokens)
print(tok.decode(out[0]))
