# classes: 6 2
"""Batch question answering with Flan-T5-large and a Flan-T5-small draft: all questions padded
into one batch."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
draft = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
questions = ["What is the boiling point of water?", "Who wrote Hamlet?", "What colour is the sky?"]
batch = tok(questions, return_tensors="pt", padding=True)
out = model.generate(**batch, assistant_model=draft, max_new_tokens=10)
print(tok.batch_decode(out, skip_special_tokens=True))
