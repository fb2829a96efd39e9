# classes: 6 7
"""Flan-T5 small as the assistant of Flan-T5 large (same tokenizer)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
assistant = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

inputs = tokenizer("translate to German: the dog is red", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant, max_new_tokens=8)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
