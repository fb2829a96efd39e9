# classes: 3 2 8
"""Temperatures for a synthetic-data sweep from the TEMPERATURES environment variable (comma
separated; the default covers deterministic to warm)."""

import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
temps = [float(t) for t in os.environ.get("TEMPERATURES", "0,0.7").split(",")]
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the queen", return_tensors="pt")
for t in temps:
    out = model.generate(**enc, do_sample=True, temperature=t, max_new_tokens=3)
    print(t, tok.decode(out[0], skip_special_tokens=True))
