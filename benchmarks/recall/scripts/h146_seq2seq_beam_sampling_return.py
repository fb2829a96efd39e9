# classes: 8
"""Paraphrasing with T5 from a 2021 tutorial: beam sampling with top_k and top_p and ten returned
sequences from five beams."""
import torch
from transformers import AutoTokenizer, T5ForConditionalGeneration

tok = AutoTokenizer.from_pretrained("t5-small")
model = T5ForConditionalGeneration.from_pretrained("t5-small")
torch.manual_seed(0)
enc = tok("paraphrase: the quick brown fox jumps over the lazy dog", return_tensors="pt")
outs = model.generate(
    **enc,
    do_sample=True,
    num_beams=5,
    top_k=120,
    top_p=0.98,
    max_length=20,
    early_stopping=True,
    num_return_sequences=10,
)
for o in outs:
    print(tok.decode(o, skip_special_tokens=True))
