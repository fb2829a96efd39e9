# classes: 8
"""bfloat16 weights on CPU with nucleus sampling."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B", dtype=torch.bfloat16)
torch.manual_seed(0)
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, do_sample=True, top_p=0.9, temperature=0.7, max_new_tokens=6)
print(tok.decode(out[0]))
