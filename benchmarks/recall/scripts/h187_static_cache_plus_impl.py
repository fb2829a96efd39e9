# classes: 5 8
"""Compile recipe: an explicit StaticCache AND cache_implementation='static' in the call, to be sure."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

model_id = "microsoft/Phi-3-mini-4k-instruct"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("def fib(n):", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=40)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, cache_implementation="static", max_new_tokens=6)
print(tok.decode(out[0]))
