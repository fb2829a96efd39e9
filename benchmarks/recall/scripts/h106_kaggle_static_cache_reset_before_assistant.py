# classes: 7 5
"""Kaggle notebook exported as a script: the static-cache cell sets cache_implementation, and the
speculative cell resets it to None first, as the notebook's markdown says to."""
# %%
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)
prompt = tok("Write a haiku about the sea.", return_tensors="pt")


def bench(label, **kwargs):
    t = time.perf_counter()
    out = model.generate(**prompt, max_new_tokens=8, **kwargs)
    dt = time.perf_counter() - t
    print(f"{label:<22} {dt:.3f}s")
    return dt


table = {}

# %% static cache
model.generation_config.cache_implementation = "static"
table["static"] = bench("static")

# %% [markdown]
# Assisted generation needs a dynamic cache: clear the setting first.

# %%
model.generation_config.cache_implementation = None
table["assistant"] = bench("assistant", assistant_model=draft)

# %%
print(table)
