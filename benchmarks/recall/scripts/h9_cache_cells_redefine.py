# classes: 5 1
# %% [markdown]
# # KV cache objects with speculative decoding
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok("the king and the queen", return_tensors="pt")

# %%
cache = DynamicCache()
out = model.generate(**enc, max_new_tokens=6, past_key_values=cache)
print("plain, dynamic:", out.shape)

# %%
cache = StaticCache(config=model.config, max_cache_len=48)
out = model.generate(**enc, max_new_tokens=6, past_key_values=cache)
print("plain, static:", out.shape)

# %%
out = model.generate(**enc, max_new_tokens=6, past_key_values=cache, assistant_model=assistant)
print("assisted:", out.shape)
