# classes: 6 8
"""Flan-T5-large answers drafted by Flan-T5-small, with beam search for quality."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
assistant = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
enc = tok("Summarize: the library extends its opening hours during exam season.", return_tensors="pt")
out = model.generate(**enc, assistant_model=assistant, num_beams=3, max_new_tokens=16)
print(tok.decode(out[0], skip_special_tokens=True))
