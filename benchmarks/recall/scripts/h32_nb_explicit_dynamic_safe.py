# classes: 8 9
"""Notebook export: "be explicit about the cache", then speculative decoding.

Pythia-1.4b with Pythia-160m as the draft. The notebook passes
cache_implementation="dynamic" only for the plain
call (as a keyword), so the assisted cell runs with the default.
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

# %%
# setup: explicit is better than implicit
model.generation_config.max_new_tokens = 6
model.generation_config.pad_token_id = tokenizer.eos_token_id

# %%
x = tokenizer("In 1492, Columbus", return_tensors="pt")
print(tokenizer.decode(model.generate(**x, cache_implementation="dynamic")[0]))

# %%
y = model.generate(**x, assistant_model=draft)
print(tokenizer.decode(y[0]))
