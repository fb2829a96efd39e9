# classes: 7 2
"""Colab notebook exported with jupytext: the KV-cache ablation cell switches use_cache off and the
next cell restores it before the speculative-decoding timing."""
# %% [markdown]
# # Speculative decoding speed-up on SmolLM2

# %%
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM2-360M"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
assistant_model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
inputs = tokenizer("Alice and Bob are walking to the", return_tensors="pt")
timings = {}

# %%
model.generation_config.use_cache = False
t0 = time.perf_counter()
with torch.no_grad():
    model.generate(**inputs, max_new_tokens=8)
timings["no kv cache"] = time.perf_counter() - t0

# %%
# restore the default before the assisted runs
model.generation_config.use_cache = True

# %%
t0 = time.perf_counter()
with torch.no_grad():
    out = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=8)
timings["assisted"] = time.perf_counter() - t0
print(tokenizer.decode(out[0], skip_special_tokens=True))

# %%
print({k: round(v, 3) for k, v in timings.items()})
