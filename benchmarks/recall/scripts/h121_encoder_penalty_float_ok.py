# classes: 8
"""Near miss: the encoder repetition penalty written as a float for a Flan-T5 summary."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

enc = tokenizer("summarize: Rain is expected across the region for the rest of the week.", return_tensors="pt")
out = model.generate(**enc, encoder_repetition_penalty=1.5, max_new_tokens=10)
print(tokenizer.decode(out[0], skip_special_tokens=True))
