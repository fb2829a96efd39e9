# classes: 7
"""Compile only the forward pass (the recipe from the docs), keep generate on the model, and
benchmark speculative decoding with the cache disabled as the baseline configuration."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-7b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-7b-it")
model.forward = torch.compile(model.forward, backend="eager")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2b")

gen_kwargs = dict(max_new_tokens=4, use_cache=False)
enc = tok("hello world", return_tensors="pt")
print(model.generate(**enc, assistant_model=draft, **gen_kwargs)[0].tolist())
