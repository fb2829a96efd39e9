# classes: 8
"""Contrastive search with Flan-T5 for less repetitive answers (penalty_alpha + top_k)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
enc = tok("Write a short description of a lighthouse.", return_tensors="pt")
out = model.generate(**enc, penalty_alpha=0.6, top_k=4, max_new_tokens=20)
print(tok.decode(out[0], skip_special_tokens=True))
