# classes: 6 8
"""Load Marian with the decoding settings given to from_pretrained, then translate."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de", num_beams=4, max_length=32)
enc = tok("How much does this cost?", return_tensors="pt")
print(tok.decode(model.generate(**enc)[0], skip_special_tokens=True))
