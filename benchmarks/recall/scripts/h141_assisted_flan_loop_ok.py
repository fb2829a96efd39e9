# classes: 6 2
"""Question answering with Flan-T5-large and a Flan-T5-small draft, one question per call."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
draft = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
questions = ["What is the boiling point of water?", "Who wrote Hamlet?", "What colour is the sky?"]
for q in questions:
    enc = tok(q, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=10)
    print(q, tok.decode(out[0], skip_special_tokens=True))
