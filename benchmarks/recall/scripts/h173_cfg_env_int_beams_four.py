# classes: 3 9
"""Batch job parameterised by environment variables parsed as integers."""
import os

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

NUM_BEAMS = int(os.getenv("NUM_BEAMS", "4"))
NUM_RETURN = int(os.getenv("NUM_RETURN", "2"))
MAX_NEW = int(os.getenv("MAX_NEW", "6"))

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
docs = ["the quick brown fox jumps over the lazy dog", "the king loved his garden"]
for doc in docs:
    enc = tok(doc, return_tensors="pt")
    out = model.generate(**enc, num_beams=NUM_BEAMS, num_return_sequences=NUM_RETURN, max_new_tokens=MAX_NEW)
    print(tok.batch_decode(out, skip_special_tokens=True))
