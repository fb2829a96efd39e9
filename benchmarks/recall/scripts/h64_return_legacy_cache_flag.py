# classes: 8 3
"""Scoring loop ported from 4.4x: asks the forward pass for a legacy cache when the release
still knows the flag, then reuses it for greedy continuation."""
import inspect

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name).eval()
enc = tok("Once upon a time", return_tensors="pt")

extra = {}
if "return_legacy_cache" in inspect.signature(model.generate).parameters:
    extra["return_legacy_cache"] = True

with torch.no_grad():
    out = model.generate(**enc, max_new_tokens=4, use_cache=True, pad_token_id=tok.eos_token_id, **extra)
print(tok.decode(out[0]))
