# classes: 6
"""Summarise a long input (well over a hundred tokens) with T5 into a short summary:
max_length bounds the summary the decoder writes, not the input."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
text = "summarize: " + " ".join(["The council voted to expand the bike lane network across the city."] * 12)
enc = tok(text, return_tensors="pt", truncation=True, max_length=200)
print(enc["input_ids"].shape)
ids = model.generate(**enc, max_length=20, num_beams=2)
print(tok.decode(ids[0], skip_special_tokens=True))
