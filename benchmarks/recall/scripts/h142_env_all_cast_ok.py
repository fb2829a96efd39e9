# classes: 3 8
"""A torchrun summarisation worker whose environment settings (length, beams, length penalty) are
all cast before use."""
import os

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

RANK = int(os.environ.get("RANK", 0))
WORLD = int(os.environ.get("WORLD_SIZE", 1))
MAX_LENGTH = int(os.environ.get("MAX_LENGTH", "24"))
NUM_BEAMS = int(os.environ.get("NUM_BEAMS", "2"))
LENGTH_PENALTY = float(os.environ.get("LENGTH_PENALTY", "1.2"))

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

articles = [
    "summarize: The city council met on Monday and approved the new bike lanes.",
    "summarize: Heavy rain caused delays on the northern rail line this morning.",
]
for article in articles[RANK::WORLD]:
    enc = tok(article, return_tensors="pt")
    out = model.generate(**enc, max_length=MAX_LENGTH, num_beams=NUM_BEAMS, length_penalty=LENGTH_PENALTY)
    print(tok.decode(out[0], skip_special_tokens=True))
