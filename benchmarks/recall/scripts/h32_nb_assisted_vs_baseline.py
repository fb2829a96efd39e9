# classes: 9 7
"""Notebook export: baseline vs assisted generation on GPT-2 with a DistilGPT2 draft.

Exported from a Colab notebook (File > Download > .py). A memory experiment in the
middle switches the KV cache off on the model's generation config and nobody turns it
back on before the speculative-decoding cell.
"""
# %% [markdown]
# # Speculative decoding: does the draft help?

# %%
# !pip install -q transformers accelerate
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

# %%
checkpoint = "openai-community/gpt2"
draft_checkpoint = "distilbert/distilgpt2"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
model.eval()

# %%
prompt = "The quick brown fox jumps over the lazy dog because"
inputs = tokenizer(prompt, return_tensors="pt")

# %%
# baseline
t0 = time.perf_counter()
with torch.no_grad():
    baseline = model.generate(**inputs, max_new_tokens=12, do_sample=False)
print("baseline", time.perf_counter() - t0)
print(tokenizer.decode(baseline[0], skip_special_tokens=True))

# %%
# how much memory does the cache cost? try without it
model.generation_config.use_cache = False
with torch.no_grad():
    no_cache = model.generate(**inputs, max_new_tokens=12)
print(tokenizer.decode(no_cache[0], skip_special_tokens=True))

# %%
# %timeit model.generate(**inputs, max_new_tokens=12)

# %% [markdown]
# ## Assisted

# %%
draft = AutoModelForCausalLM.from_pretrained(draft_checkpoint)
draft.eval()

# %%
t0 = time.perf_counter()
with torch.no_grad():
    assisted = model.generate(**inputs, assistant_model=draft, max_new_tokens=12, do_sample=False)
print("assisted", time.perf_counter() - t0)
print(tokenizer.decode(assisted[0], skip_special_tokens=True))

# %%
print("same output:", torch.equal(baseline, assisted))
