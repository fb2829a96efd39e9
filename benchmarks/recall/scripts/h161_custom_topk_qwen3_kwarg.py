# classes: 6 8
"""Tighter top-k passed as top_k=, on Qwen3-0.6B."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
torch.manual_seed(0)
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, top_k=5)
print(tok.decode(out[0], skip_special_tokens=True))
