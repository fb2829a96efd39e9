# classes: 2 8
"""Sampling sweep over temperatures; settings that generate refuses are skipped with
contextlib.suppress so one bad temperature does not stop the sweep."""
import contextlib

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
TEMPERATURES = [1.0, 0.7, 0.0]

enc = tok("Once upon a time", return_tensors="pt")
results = {}
for temperature in TEMPERATURES:
    with contextlib.suppress(ValueError):
        out = model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=5)
        results[temperature] = tok.decode(out[0], skip_special_tokens=True)
for temperature, text in results.items():
    print(temperature, text)
