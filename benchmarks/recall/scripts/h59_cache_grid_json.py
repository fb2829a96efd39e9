# classes: 2 5 8
"""Cache implementation x prompt-lookup grid; the grid is written to bench_grid.json so runs are reproducible."""
import json
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

GRID_FILE = "bench_grid.json"
with open(GRID_FILE, "w") as fh:
    json.dump(
        {
            "model": "HuggingFaceTB/SmolLM2-360M-Instruct",
            "cache_implementation": ["dynamic", "static"],
            "prompt_lookup_num_tokens": [None, 4],
            "max_new_tokens": 8,
        },
        fh,
    )

with open(GRID_FILE) as fh:
    grid = json.load(fh)

tok = AutoTokenizer.from_pretrained(grid["model"])
model = AutoModelForCausalLM.from_pretrained(grid["model"])
inputs = tok("Summarize: the meeting was moved to Tuesday because", return_tensors="pt")

table = []
for impl in grid["cache_implementation"]:
    for plt in grid["prompt_lookup_num_tokens"]:
        kwargs = {"cache_implementation": impl, "max_new_tokens": grid["max_new_tokens"]}
        if plt is not None:
            kwargs["prompt_lookup_num_tokens"] = plt
        with torch.no_grad():
            model.generate(**inputs, **kwargs)  # warm-up
            t0 = time.perf_counter()
            model.generate(**inputs, **kwargs)
        table.append((impl, plt, time.perf_counter() - t0))

for impl, plt, secs in table:
    print(f"{impl:8s} {str(plt):5s} {secs * 1000:8.1f} ms")
