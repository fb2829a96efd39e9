# classes: 8 9
"""Notebook export: "be explicit about the cache", then speculative decoding.

Pythia-1.4b with Pythia-160m as the draft. A setup cell writes
cache_implementation="dynamic" onto the model's generation config to document the choice.
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

# %%
# setup: explicit is better than implicit
model.generation_config.cache_implementation = "dynamic"
model.generation_config.max_new_tokens = 6
model.generation_config.pad_token_id = tokenizer.eos_token_id

# %%
x = tokenizer("In 1492, Columbus", return_tensors="pt")
print(tokenizer.decode(model.generate(**x)[0]))

# %%
y = model.generate(**x, assistant_model=draft)
print(tokenizer.decode(y[0]))
