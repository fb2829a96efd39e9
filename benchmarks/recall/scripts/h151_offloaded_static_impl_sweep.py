# classes: 2 8
"""Compares the cache implementations on one long prompt and prints the time each takes."""

import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok(" ".join(["once upon a time there lived a king"] * 8), return_tensors="pt")

for impl in ["dynamic", "static", "offloaded_static"]:
    t0 = time.perf_counter()
    model.generate(**enc, cache_implementation=impl, max_new_tokens=4, do_sample=False)
    print(impl, round(time.perf_counter() - t0, 3))
