# classes: 8
"""Greedy decoding with low_memory=True left in from a contrastive-search config (ignored)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, low_memory=True, max_new_tokens=6)
print(tok.decode(out[0]))
