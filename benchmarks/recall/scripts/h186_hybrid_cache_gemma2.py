# classes: 8 6
"""Gemma 2 demo: hybrid cache (sliding + global layers) set explicitly, bf16 weights."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.bfloat16)
enc = tok("tell me about dogs", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=False, cache_implementation="hybrid")
print(tok.decode(out[0], skip_special_tokens=True))
