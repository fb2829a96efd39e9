# classes: 2 4 3
"""Benchmark runs listed in runs.json (written here so CI can diff it); unsupported combos are skipped."""
import json
import time
from dataclasses import dataclass
from typing import Optional

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

RUNS = [
    {"name": "greedy-b1", "draft": None, "batch": 1, "samples": 1},
    {"name": "greedy-b2", "draft": None, "batch": 2, "samples": 1},
    {"name": "spec-b1", "draft": "EleutherAI/pythia-70m", "batch": 1, "samples": 1},
    {"name": "spec-pass3", "draft": "EleutherAI/pythia-70m", "batch": 1, "samples": 3},
    {"name": "spec-b2", "draft": "EleutherAI/pythia-70m", "batch": 2, "samples": 1},
]
with open("runs.json", "w") as fh:
    json.dump(RUNS, fh, indent=2)


@dataclass
class Run:
    name: str
    draft: Optional[str]
    batch: int
    samples: int


with open("runs.json") as fh:
    runs = [Run(**r) for r in json.load(fh)]

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m", padding_side="left")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
texts = ["The river flows", "A quiet morning in the"]
cache = {}

for run in runs:
    if run.draft and run.samples > 1:
        print(f"{run.name}: skipped (sampling several sequences with a draft)")
        continue
    assistant = None
    if run.draft:
        assistant = cache.setdefault(run.draft, AutoModelForCausalLM.from_pretrained(run.draft))
    enc = tok(texts[: run.batch], return_tensors="pt", padding=True)
    t0 = time.perf_counter()
    with torch.no_grad():
        model.generate(**enc, assistant_model=assistant, num_return_sequences=run.samples, do_sample=run.samples > 1, max_new_tokens=5)
    print(f"{run.name}: {time.perf_counter() - t0:.3f}s")
