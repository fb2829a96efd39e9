# classes: 2 6
"""Translate a file's worth of sentences English to German with Marian (opus-mt-en-de), in
padded batches of four, beam search."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Helsinki-NLP/opus-mt-en-de")
model = AutoModelForSeq2SeqLM.from_pretrained("Helsinki-NLP/opus-mt-en-de").eval()
lines = [f"This is sentence number {i} of the manual." for i in range(10)]
results = []
for start in range(0, len(lines), 4):
    chunk = lines[start : start + 4]
    batch = tok(chunk, return_tensors="pt", padding=True, truncation=True, max_length=64)
    with torch.no_grad():
        out = model.generate(**batch, num_beams=4, max_new_tokens=20)
    results.extend(tok.batch_decode(out, skip_special_tokens=True))
print(len(results))
