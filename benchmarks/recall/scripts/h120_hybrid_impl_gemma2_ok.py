# classes: 8
"""Gemma-2 alternates local and global layers: ask generate for its hybrid cache explicitly."""
from transformers import AutoModelForCausalLM, AutoTokenizer

mid = "google/gemma-2-2b"
tok = AutoTokenizer.from_pretrained(mid)
model = AutoModelForCausalLM.from_pretrained(mid)
enc = tok("Once upon a time", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, cache_implementation="hybrid")
print(tok.decode(out[0], skip_special_tokens=True))
