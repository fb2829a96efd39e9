# classes: 2 7
"""Colab notebook: the latency sweep times prefill with a forward pass and only calls generate
for positive budgets."""
# %%
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("Explain photosynthesis to a child.", return_tensors="pt")

# %%
latency = {}
for budget in [0, 4, 8, 16]:
    t0 = time.perf_counter()
    if budget == 0:
        with torch.no_grad():
            model(**enc)
    else:
        model.generate(**enc, max_new_tokens=budget)
    latency[budget] = time.perf_counter() - t0

# %%
print(latency)
