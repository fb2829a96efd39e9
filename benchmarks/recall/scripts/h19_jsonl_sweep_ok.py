# classes: 2 3
"""Sweep grid saved as JSON lines (one run per line) and replayed from the file."""
import json
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

GRID = [
    {"name": "greedy", "kwargs": {"max_new_tokens": 6}},
    {"name": "lookup2", "kwargs": {"max_new_tokens": 6, "prompt_lookup_num_tokens": 2}},
    {"name": "sampled", "kwargs": {"max_new_tokens": 6, "do_sample": True, "num_return_sequences": 2}},
]
grid_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "grid.jsonl")
with open(grid_path, "w") as fh:
    fh.write("\n".join(json.dumps(row) for row in GRID) + "\n")

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
enc = tok("one fish two fish red fish blue fish one fish", return_tensors="pt")

with open(grid_path) as fh:
    runs = [json.loads(line) for line in fh.read().splitlines() if line]
for run in runs:
    out = model.generate(**enc, **run["kwargs"])
    print(run["name"], tok.batch_decode(out, skip_special_tokens=True))
