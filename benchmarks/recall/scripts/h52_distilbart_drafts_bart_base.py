# classes: 6
"""Summarisation speed-up: the distilled CNN student drafts for bart-base.

Both come from the BART family and share the byte-level BPE, so the student looked like a natural draft.
"""
import time

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

TARGET = "facebook/bart-base"
DRAFT = "sshleifer/distilbart-cnn-12-6"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForSeq2SeqLM.from_pretrained(TARGET).eval()
draft = AutoModelForSeq2SeqLM.from_pretrained(DRAFT).eval()

article = "the king loved the garden and once upon a time he told the queen a story about cats and dogs"
batch = tokenizer(article, return_tensors="pt")

start = time.perf_counter()
with torch.inference_mode():
    summary_ids = target.generate(**batch, assistant_model=draft, max_new_tokens=12, do_sample=False)
print(f"{time.perf_counter() - start:.2f}s", tokenizer.decode(summary_ids[0], skip_special_tokens=True))
