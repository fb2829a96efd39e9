# classes: 8 5
"""Headline generation with T5 on a fixed-size dummy article: the article is long, but an
encoder-decoder model only counts its decoder input against max_length."""
import torch
from transformers import AutoModelForSeq2SeqLM

model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small").eval()
article = torch.full((1, 48), 42, dtype=torch.long)
with torch.no_grad():
    headline = model.generate(article, attention_mask=torch.ones_like(article), max_length=8)
print(headline.shape)
