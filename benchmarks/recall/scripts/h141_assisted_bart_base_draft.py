# classes: 6
"""Assisted summarisation: BART-large-CNN with bart-base as the draft (both BART tokenizers)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
draft = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
enc = tok("The company reported higher profits thanks to strong sales abroad.", return_tensors="pt")
ids = model.generate(**enc, assistant_model=draft, max_new_tokens=16)
print(tok.decode(ids[0], skip_special_tokens=True))
