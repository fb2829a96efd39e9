# classes: 4
"""distilbart-cnn-12-6 model card usage, unchanged from a transformers 4.x notebook: the
summarization pipeline with min/max length and greedy decoding."""
from transformers import pipeline

summarizer = pipeline("summarization", model="sshleifer/distilbart-cnn-12-6")
ARTICLE = "the quick brown fox jumps over the lazy dog " * 6
print(summarizer(ARTICLE, max_length=12, min_length=2, do_sample=False))
