# classes: 2 8
"""Sweep eta sampling's cutoff from off to strong and print a sample for each."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox", return_tensors="pt")
for eta in [0.0, 3e-4, 2e-3]:
    torch.manual_seed(0)
    out = model.generate(**enc, max_new_tokens=4, do_sample=True, eta_cutoff=eta)
    print(eta, tok.decode(out[0], skip_special_tokens=True))
