# classes: 8 3
"""Beam search settings read from a YAML-like dict of strings, early_stopping left as text."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

settings = {"num_beams": 3, "early_stopping": "true", "max_new_tokens": 6}

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
enc = tok("the king loved his garden", return_tensors="pt")
out = model.generate(**enc, **settings)
print(tok.decode(out[0], skip_special_tokens=True))
