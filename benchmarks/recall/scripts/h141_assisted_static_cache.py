# classes: 5 6
"""Low-latency summaries: a static KV cache for compile-friendliness plus a DistilBART draft for
assisted decoding."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
draft = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
enc = tok("Heavy snow closed schools across the region for a second day.", return_tensors="pt")
ids = model.generate(**enc, assistant_model=draft, cache_implementation="static", max_new_tokens=16)
print(tok.decode(ids[0], skip_special_tokens=True))
