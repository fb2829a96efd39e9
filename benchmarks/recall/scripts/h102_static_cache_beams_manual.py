# classes: 5 2
"""Beam search latency with a StaticCache sized for the prompt batch (batch 1)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "HuggingFaceTB/SmolLM2-360M"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, dtype=torch.float32)
enc = tok("once upon a time", return_tensors="pt")

cache = StaticCache(config=model.config, max_cache_len=48)
out = model.generate(**enc, past_key_values=cache, num_beams=3, max_new_tokens=10, early_stopping=True)
print(tok.decode(out[0], skip_special_tokens=True))
