# classes: 5 2
"""Summarise several documents in a loop with a fresh EncoderDecoderCache per call."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
docs = ["The bakery on Main Street closes for good next week.", "Rain is expected all weekend."]
for doc in docs:
    enc = tok(doc, return_tensors="pt")
    cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
    ids = model.generate(**enc, past_key_values=cache, max_new_tokens=8)
    print(tok.decode(ids[0], skip_special_tokens=True))
