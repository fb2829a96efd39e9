# classes: 3 8
"""Diversity sampling across ranks: every torchrun rank samples at its own temperature
(0.0, 0.25, 0.5, ...) so the gathered set spans a range of temperatures."""
import json
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

RANK = int(os.environ.get("RANK", 0))
WORLD_SIZE = int(os.environ.get("WORLD_SIZE", 1))
TEMPERATURE_STEP = 0.25

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

temperature = TEMPERATURE_STEP * RANK
torch.manual_seed(RANK)
enc = tok("Brainstorm a name for a bakery:", return_tensors="pt")
out = model.generate(**enc, do_sample=True, temperature=temperature, top_p=0.95, max_new_tokens=6)
record = {"rank": RANK, "temperature": temperature, "text": tok.decode(out[0], skip_special_tokens=True)}
with open(os.devnull, "w") as fh:
    json.dump(record, fh)
print(record)
