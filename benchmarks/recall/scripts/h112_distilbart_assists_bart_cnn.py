# classes: 6 7
"""Summarise with bart-large-cnn, drafting with the distilled distilbart-cnn-12-6."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
student = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")

article = "the king loved the garden . the queen loved the dogs . once upon a time there lived a fox ."
inputs = tok(article, return_tensors="pt")
summary = model.generate(**inputs, assistant_model=student, max_new_tokens=8)
print(tok.decode(summary[0], skip_special_tokens=True))
