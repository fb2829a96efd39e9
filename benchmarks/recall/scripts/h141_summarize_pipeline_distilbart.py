# classes: 4 6
"""News summarisation with the summarization pipeline over DistilBART-CNN: a few articles,
deterministic beam settings passed at the call."""
from transformers import pipeline

ARTICLES = [
    "The city council met on Tuesday to discuss the new budget. Members argued over funding for parks, "
    "roads and schools, and agreed to meet again next week after a long debate about taxes.",
    "A small company in the north released a battery that charges in ten minutes. Analysts say the design "
    "could change how electric scooters are built, though costs remain high.",
]

summarizer = pipeline("summarization", model="sshleifer/distilbart-cnn-12-6")
for article in ARTICLES:
    out = summarizer(article, max_length=24, min_length=4, do_sample=False)
    print(out[0]["summary_text"])
