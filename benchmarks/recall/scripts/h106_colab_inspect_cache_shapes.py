# classes: 5 7
"""Colab notebook: a 'look inside the KV cache' cell reads the returned past_key_values the way
older tutorials do, layer 0 keys by index."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("The quick brown fox", return_tensors="pt")

# %%
out = model.generate(
    **enc, max_new_tokens=6, return_dict_in_generate=True, use_cache=True, pad_token_id=tok.eos_token_id
)
print(tok.decode(out.sequences[0]))

# %% what is in the cache?
pkv = out.past_key_values
keys, values = pkv[0]
print("layers:", len(pkv), "keys:", tuple(keys.shape), "values:", tuple(values.shape))
