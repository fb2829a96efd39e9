# classes: 8
"""Headline generation: ask DistilBART for four alternative headlines with two beams to keep it
fast."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

ckpt = "sshleifer/distilbart-cnn-12-6"
tok = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForSeq2SeqLM.from_pretrained(ckpt)

story = "Local bakery wins national award for its sourdough bread after thirty years in business."
enc = tok(story, return_tensors="pt")
outs = model.generate(**enc, num_beams=2, num_return_sequences=4, max_new_tokens=12)
for i, o in enumerate(outs):
    print(i, tok.decode(o, skip_special_tokens=True))
