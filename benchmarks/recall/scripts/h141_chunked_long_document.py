# classes: 2
"""Summarise a long report by splitting its tokens into chunks the encoder can take, summarising
each chunk, then summarising the joined partial summaries (map-reduce)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

CKPT = "sshleifer/distilbart-cnn-12-6"
CHUNK_TOKENS = 48
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForSeq2SeqLM.from_pretrained(CKPT)

report = " ".join(f"Section {i} describes the quarterly results of division {i} in some detail." for i in range(20))
ids = tok(report, add_special_tokens=False)["input_ids"]
chunks = [tok.decode(ids[i : i + CHUNK_TOKENS]) for i in range(0, len(ids), CHUNK_TOKENS)]


def summarise(text, max_length=20):
    enc = tok(text, return_tensors="pt", truncation=True, max_length=CHUNK_TOKENS + 2)
    out = model.generate(**enc, num_beams=2, min_length=3, max_length=max_length, no_repeat_ngram_size=3)
    return tok.decode(out[0], skip_special_tokens=True)


partials = [summarise(c) for c in chunks]
print(summarise(" ".join(partials), max_length=30))
