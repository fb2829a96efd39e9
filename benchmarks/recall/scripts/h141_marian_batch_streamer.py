# classes: 2 8
"""Translate a batch of sentences with Marian and stream the output to the console as it is
produced."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de")
streamer = TextStreamer(tok, skip_special_tokens=True)
batch = tok(["Good night.", "See you tomorrow.", "Thank you very much."], return_tensors="pt", padding=True)
model.generate(**batch, streamer=streamer, max_new_tokens=12)
