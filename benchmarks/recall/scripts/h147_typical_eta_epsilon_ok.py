# classes: 8 2
"""Compares locally typical sampling, epsilon sampling and eta sampling (Hewitt et al.)
with the values the papers recommend."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("the lazy dog", return_tensors="pt")
runs = [
    {"typical_p": 0.95},
    {"epsilon_cutoff": 3e-4},
    {"eta_cutoff": 1e-3},
]
for kw in runs:
    torch.manual_seed(0)
    out = model.generate(**enc, do_sample=True, max_new_tokens=5, pad_token_id=tok.eos_token_id, **kw)
    print(kw, tok.decode(out[0]))
