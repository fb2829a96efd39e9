# classes: 5 9
"""Notebook ported from 4.x: cache implementations compared by name in one cell."""
# %%
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")

# %%
for impl in ["dynamic", "static", "dynamic_full"]:
    t0 = time.perf_counter()
    model.generate(**enc, max_new_tokens=4, cache_implementation=impl)
    print(impl, round(time.perf_counter() - t0, 3))
