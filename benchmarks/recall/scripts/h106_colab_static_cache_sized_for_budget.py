# classes: 5 7
"""Colab notebook: the StaticCache cell sizes the cache from the prompt length and the token
budget, and each re-run builds a new cache."""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("Hello there, my name is", return_tensors="pt")
BUDGET = 12

# %%
cache = StaticCache(config=model.config, max_cache_len=enc["input_ids"].shape[1] + BUDGET)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=BUDGET)
print(tok.decode(out[0]))

# %%
BUDGET = 20
cache = StaticCache(config=model.config, max_cache_len=enc["input_ids"].shape[1] + BUDGET)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=BUDGET)
print(tok.decode(out[0]))
