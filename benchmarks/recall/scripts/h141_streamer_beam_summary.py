# classes: 8
"""Stream a PEGASUS summary to the terminal while it is generated with beam search."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("google/pegasus-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/pegasus-large")
enc = tok("The mayor announced free bus travel for students starting in September.", return_tensors="pt")
model.generate(**enc, num_beams=4, streamer=TextStreamer(tok), max_new_tokens=16)
