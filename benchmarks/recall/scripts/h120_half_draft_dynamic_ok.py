# classes: 8 5
"""Near miss: both models in half precision, default dynamic cache, speculative decoding."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
target = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", dtype=torch.float16)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", dtype=torch.float16)
enc = tok("Name a prime number:", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
