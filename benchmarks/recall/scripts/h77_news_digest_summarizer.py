# classes: 8 4
"""Nightly news digest: summarise a handful of articles with a distilled BART summarisation pipeline."""
from transformers import pipeline

ARTICLES = [
    "the quick brown fox jumps over the lazy dog once upon a time there lived a king",
    "a queen who loved her garden tell me a story about cats and dogs in the garden",
]

summarizer = pipeline("summarization", model="sshleifer/distilbart-cnn-12-6", device=-1)

for article in ARTICLES:
    out = summarizer(article, max_new_tokens=8, do_sample=False)
    print(out[0]["summary_text"])
