# classes: 2 7
"""Colab notebook: a latency-vs-length cell sweeps max_new_tokens from a list that starts at 0
("prefill only") and stores the timings in a dict."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("Explain photosynthesis to a child.", return_tensors="pt")

# %%
latency = {}
for budget in [0, 4, 8, 16]:
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=budget)
    latency[budget] = time.perf_counter() - t0

# %%
for budget, secs in latency.items():
    print(f"{budget:>3} new tokens: {secs * 1e3:7.1f} ms")
