# classes: 4 8
"""The 2020 quick tour's summarization pipeline, run unchanged on a news paragraph."""
from transformers import pipeline

summarizer = pipeline("summarization", model="sshleifer/distilbart-cnn-12-6")
ARTICLE = "the king and the queen lived in a garden . they loved red and green trees . a fox lived there too ."
print(summarizer(ARTICLE, max_length=20, min_length=5, do_sample=False))
