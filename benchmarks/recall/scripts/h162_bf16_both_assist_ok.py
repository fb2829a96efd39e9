# classes: 8
"""Speculative decoding with target and draft both loaded in bfloat16."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
load = dict(dtype=torch.bfloat16)
target = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", **load)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", **load)
enc = tok("tell me a story", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, max_new_tokens=8)
print(tok.decode(out[0]))
