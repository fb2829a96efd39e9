# classes: 5 9
"""Notebook: a cache-implementation cell and a "keep the cache between turns" cell both feed one
gen_kwargs dict."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
gen_kwargs = {"max_new_tokens": 5, "do_sample": False}

# %% try the static cache
gen_kwargs["cache_implementation"] = "static"
enc = tok("hello there", return_tensors="pt")
print(tok.decode(model.generate(**enc, **gen_kwargs)[0]))

# %% keep the cache object to continue the conversation
gen_kwargs.pop("cache_implementation")
cache = DynamicCache()
turn = model.generate(**enc, **gen_kwargs, past_key_values=cache, return_dict_in_generate=True)
print(tok.decode(turn.sequences[0]))
