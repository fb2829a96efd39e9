# classes: 6
"""Speed up BART-large-CNN summaries with assisted generation: DistilBART-CNN (same tokenizer
and vocabulary) drafts, greedy decoding, one article at a time."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
draft = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")

article = "The airline cancelled dozens of flights after a computer failure left passengers stranded overnight."
enc = tok(article, return_tensors="pt")
ids = model.generate(**enc, assistant_model=draft, max_new_tokens=20, do_sample=False)
print(tok.decode(ids[0], skip_special_tokens=True))
