# classes: 3 8
"""A summarisation worker under torchrun: the rank picks the articles, and the length budget comes
from MAX_LENGTH in the environment."""
import os

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

RANK = int(os.environ.get("RANK", 0))
WORLD = int(os.environ.get("WORLD_SIZE", 1))
MAX_LENGTH = os.environ.get("MAX_LENGTH", "24")

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

articles = [
    "summarize: The city council met on Monday and approved the new bike lanes.",
    "summarize: Heavy rain caused delays on the northern rail line this morning.",
]
for article in articles[RANK::WORLD]:
    enc = tok(article, return_tensors="pt")
    out = model.generate(**enc, max_length=MAX_LENGTH, num_beams=2)
    print(tok.decode(out[0], skip_special_tokens=True))
