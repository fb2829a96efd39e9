# classes: 6 5 9
"""Notebook: Gemma 2 instruction model with its base sibling as a draft (the checkpoint's own
generation_config.json is left as shipped)."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b")

# %%
enc = tok("tell me a story about the queen", return_tensors="pt")
plain = model.generate(**enc, max_new_tokens=5)
print(tok.decode(plain[0]))

# %% speculative
fast = model.generate(**enc, max_new_tokens=5, assistant_model=draft)
print(tok.decode(fast[0]))
