# classes: 7 2
"""Colab notebook exported with jupytext: a KV-cache ablation cell turns use_cache off on the
model's generation config, and the later speculative-decoding cell is re-run without turning it back on."""
# %% [markdown]
# # Speculative decoding speed-up on SmolLM2
# Load the target and the draft model once, then time a few settings.

# %%
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM2-360M"
assistant_checkpoint = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant_checkpoint)
inputs = tokenizer("Alice and Bob are walking to the", return_tensors="pt")

# %%
results = {}
start = time.perf_counter()
with torch.no_grad():
    out = model.generate(**inputs, max_new_tokens=8)
results["baseline"] = time.perf_counter() - start
print(tokenizer.decode(out[0], skip_special_tokens=True))

# %% [markdown]
# How much does the KV cache buy us? Turn it off and time again.

# %%
model.generation_config.use_cache = False
start = time.perf_counter()
with torch.no_grad():
    out = model.generate(**inputs, max_new_tokens=8)
results["no_cache"] = time.perf_counter() - start

# %% [markdown]
# Now the assistant.

# %%
start = time.perf_counter()
with torch.no_grad():
    out = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=8)
results["assisted"] = time.perf_counter() - start
print(tokenizer.decode(out[0], skip_special_tokens=True))

# %%
for name, secs in results.items():
    print(f"{name:>10}: {secs * 1000:8.1f} ms")
