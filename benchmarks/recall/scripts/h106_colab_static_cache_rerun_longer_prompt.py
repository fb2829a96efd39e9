# classes: 5 7
"""Colab notebook: a StaticCache sized for the first short prompt in an early cell; a later cell
re-runs generation with more new tokens through the same cache object."""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("Hello there, my name is", return_tensors="pt")

# %%
cache = StaticCache(config=model.config, max_cache_len=16)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=4)
print(tok.decode(out[0]))

# %% longer answer please
cache = StaticCache(config=model.config, max_cache_len=16)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=40)
print(tok.decode(out[0]))
