# classes: 6
"""Instruction following with Flan-T5: flan-t5-base proposes, flan-t5-large verifies."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-large")
big = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-large")
small = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")

questions = [
    "tell me a story about the king",
    "is the quick brown fox red or blue",
]
for q in questions:
    enc = tok(q, return_tensors="pt")
    with torch.no_grad():
        out = big.generate(**enc, assistant_model=small, num_assistant_tokens=3, max_new_tokens=8)
    print(q, "->", tok.batch_decode(out, skip_special_tokens=True)[0])
