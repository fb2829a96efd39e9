# classes: 8 6
"""DoLa decoding on flan-t5-base for a factual question."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
enc = tok("who was the king", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, dola_layers="high", repetition_penalty=1.2)
print(tok.decode(out[0], skip_special_tokens=True))
