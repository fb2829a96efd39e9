# classes: 8
"""bfloat16 weights with a preallocated static cache: the memory used is known up front."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

mid = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(mid)
model = AutoModelForCausalLM.from_pretrained(mid, dtype=torch.bfloat16, device_map="cpu")
model.generation_config.cache_implementation = "static"
model.generation_config.max_new_tokens = 8
enc = tok("List three fruits:", return_tensors="pt")
print(tok.decode(model.generate(**enc, do_sample=False)[0], skip_special_tokens=True))
