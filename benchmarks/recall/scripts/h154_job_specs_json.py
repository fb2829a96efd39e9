# classes: 2 8
"""Data-generation jobs described as JSON (written here, as the scheduler writes them): each job
names its decoding settings."""

import json
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

JOBS = [
    {"name": "greedy", "prompt": "the fox", "gen": {"max_new_tokens": 3}},
    {"name": "beams", "prompt": "the king", "gen": {"max_new_tokens": 3, "num_beams": 2, "num_return_sequences": 4}},
]
path = tempfile.mktemp(suffix=".json")
with open(path, "w") as fh:
    json.dump(JOBS, fh)

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
for job in json.load(open(path)):
    enc = tok(job["prompt"], return_tensors="pt")
    out = model.generate(**enc, **job["gen"])
    print(job["name"], tok.batch_decode(out, skip_special_tokens=True))
