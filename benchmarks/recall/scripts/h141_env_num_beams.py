# classes: 3 8
"""Batch translation job configured through environment variables (NUM_BEAMS, MAX_NEW_TOKENS),
as a container would run it."""
import os

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

NUM_BEAMS = os.environ.get("NUM_BEAMS", "4")
MAX_NEW_TOKENS = int(os.environ.get("MAX_NEW_TOKENS", "16"))

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
enc = tok(["translate English to German: Hello.", "translate English to German: Goodbye."], return_tensors="pt", padding=True)
out = model.generate(**enc, num_beams=NUM_BEAMS, max_new_tokens=MAX_NEW_TOKENS)
print(tok.batch_decode(out, skip_special_tokens=True))
