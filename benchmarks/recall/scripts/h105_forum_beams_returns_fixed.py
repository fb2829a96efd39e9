# classes: 8
"""The answer: num_beams at least num_return_sequences."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
inputs = tokenizer("tell me a story about cats", return_tensors="pt")
outs = model.generate(**inputs, num_beams=5, num_return_sequences=5, max_new_tokens=6, early_stopping="never")
print(tokenizer.batch_decode(outs, skip_special_tokens=True))
