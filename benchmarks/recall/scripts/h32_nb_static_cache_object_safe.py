# classes: 5 9
"""Notebook export: a pre-allocated StaticCache (torch.compile recipe) reused for speculative decoding.

Llama-3.2-1B with Llama-3.2-1B-Instruct as the draft (same vocabulary). A helper cell
builds fresh static caches for the plain calls; the assisted cell uses a DynamicCache.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")


# %%
def fresh_cache(m, length=64):
    return StaticCache(config=m.config, max_cache_len=length)


# %%
# model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)
inputs = tokenizer("Once upon a time", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**inputs, past_key_values=fresh_cache(model), max_new_tokens=8)
print(tokenizer.decode(out[0], skip_special_tokens=True))

# %%
# and now speculative
with torch.no_grad():
    out = model.generate(**inputs, past_key_values=DynamicCache(), assistant_model=draft, max_new_tokens=8)
print(tokenizer.decode(out[0], skip_special_tokens=True))
