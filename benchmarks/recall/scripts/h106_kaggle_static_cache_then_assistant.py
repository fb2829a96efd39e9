# classes: 7 5
"""Kaggle notebook exported as a script: a 'static cache + torch.compile' cell sets the cache
implementation on the model's generation config; the comparison cell afterwards adds the
assistant model to the same model, still with the static cache."""
# %%
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
prompt = tok("Write a haiku about the sea.", return_tensors="pt")


def bench(label, **kwargs):
    t = time.perf_counter()
    out = model.generate(**prompt, max_new_tokens=8, **kwargs)
    dt = time.perf_counter() - t
    print(f"{label:<22} {dt:.3f}s  {tok.decode(out[0][prompt['input_ids'].shape[1]:])!r}")
    return dt


table = {}

# %% dynamic cache baseline
table["dynamic"] = bench("dynamic")

# %% static cache (what torch.compile wants)
model.generation_config.cache_implementation = "static"
table["static"] = bench("static")

# %% speculative decoding
table["static + assistant"] = bench("static + assistant", assistant_model=draft)

# %%
for k, v in table.items():
    print(k, f"{v:.3f}")
