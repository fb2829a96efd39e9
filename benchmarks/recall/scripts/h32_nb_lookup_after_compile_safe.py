# classes: 9 5
"""Notebook export: a "compile for speed" cell, then prompt lookup decoding on a code prompt.

Qwen2.5-Coder-0.5B-Instruct. The compile cell sets a static cache on the model's generation
config (the torch.compile call itself is commented out on CPU) and resets it afterwards.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

repo = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(repo)
model = AutoModelForCausalLM.from_pretrained(repo)

# %%
code = "x = [1, 2, 3]\ny = [a * 2 for a in x]\nz = [a * 2 for a in y]\nw = [a * 2 for a in"
inputs = tokenizer(code, return_tensors="pt")

# %%
# speed: static cache + compile
model.generation_config.cache_implementation = "static"
# model.forward = torch.compile(model.forward, mode="reduce-overhead")
with torch.no_grad():
    out = model.generate(**inputs, max_new_tokens=6, do_sample=False)
print(tokenizer.decode(out[0][inputs.input_ids.shape[1]:]))
model.generation_config.cache_implementation = None

# %%
# speed: prompt lookup (should love this repetitive prompt)
with torch.no_grad():
    out = model.generate(**inputs, max_new_tokens=6, do_sample=False, prompt_lookup_num_tokens=1)
print(tokenizer.decode(out[0][inputs.input_ids.shape[1]:]))
