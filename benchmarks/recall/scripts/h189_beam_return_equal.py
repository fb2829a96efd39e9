# classes: 9
"""Beam search asked for the top hypotheses: the docs' example with as many beams as returned
sequences."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
inputs = tok("translate English to German: How old are you?", return_tensors="pt")
BEAMS = 4
RETURN = 4
outs = model.generate(**inputs, num_beams=BEAMS, num_return_sequences=RETURN, max_new_tokens=6)
for i, o in enumerate(outs):
    print(i, tok.decode(o, skip_special_tokens=True))
