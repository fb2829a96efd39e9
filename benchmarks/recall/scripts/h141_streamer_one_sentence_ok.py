# classes: 8
"""Stream a single Marian translation to the console with TextStreamer, greedy decoding."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de")
streamer = TextStreamer(tok, skip_special_tokens=True)
enc = tok("The museum is closed on Mondays.", return_tensors="pt")
model.generate(**enc, streamer=streamer, max_new_tokens=12)
