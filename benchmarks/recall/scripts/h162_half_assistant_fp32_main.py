# classes: 8
"""Speculative sampling with a half-precision draft beside a float32 target (the draft is cast to
save memory)."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
target = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct").to(torch.float16)
torch.manual_seed(0)
enc = tok("tell me a story", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, do_sample=True, max_new_tokens=8)
print(tok.decode(out[0]))
