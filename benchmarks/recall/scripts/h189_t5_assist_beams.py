# classes: 9
"""Assisted decoding on flan-t5 (large with small as the draft), with beam search added from a
summarisation config."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

SUMMARY_CFG = {"num_beams": 2, "max_new_tokens": 5, "early_stopping": True}
tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
draft = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
enc = tok("summarize: The quick brown fox jumps over the lazy dog near the river bank.", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, **SUMMARY_CFG)
print(tok.decode(out[0], skip_special_tokens=True))
