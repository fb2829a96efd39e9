# classes: 8 6
"""Summarise with BART-large-CNN by hand: the checkpoint's usual CNN/DailyMail settings
(4 beams, length_penalty 2.0, no_repeat_ngram_size 3, min/max length) passed to generate."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn").eval()

doc = (
    "Scientists have found a new species of frog in the rainforest. The frog is tiny, brightly coloured "
    "and sings at night. Researchers say the forest is under threat from logging."
)
inputs = tok(doc, return_tensors="pt", truncation=True, max_length=128)
with torch.no_grad():
    summary_ids = model.generate(
        **inputs,
        num_beams=4,
        length_penalty=2.0,
        no_repeat_ngram_size=3,
        min_length=5,
        max_length=30,
        early_stopping=True,
    )
print(tok.batch_decode(summary_ids, skip_special_tokens=True)[0])
