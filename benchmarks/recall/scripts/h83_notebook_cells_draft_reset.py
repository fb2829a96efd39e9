# classes: 1 2
"""Notebook-style exploration (# %% cells); the assisted cell rebuilds its settings after the no-cache baseline."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-hf")
draft = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
inputs = tok("def fibonacci(n):", return_tensors="pt")

# %% baseline: no cache, to measure the slow path
settings = dict(max_new_tokens=8, use_cache=False, do_sample=False)
print(tok.decode(model.generate(**inputs, **settings)[0]))

# %% assisted with the draft
settings.update(use_cache=True)
print(tok.decode(model.generate(**inputs, **settings, assistant_model=draft)[0]))
