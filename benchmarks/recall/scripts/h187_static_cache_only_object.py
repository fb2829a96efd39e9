# classes: 5 8
"""Compile recipe: an explicit StaticCache passed to generate, nothing else about the cache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

model_id = "microsoft/Phi-3-mini-4k-instruct"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("def fib(n):", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=40)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=6)
print(tok.decode(out[0]))
