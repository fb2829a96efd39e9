# classes: 3 8
"""Seq2seq decoding script from 2021 that derives the beam count from a width flag divided by
two, which Python 3 makes a float."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--width", type=int, default=8)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
enc = tok("the fox jumps over the dog", return_tensors="pt")
out = model.generate(**enc, num_beams=args.width / 2, max_length=20, early_stopping=True)
print(tok.decode(out[0], skip_special_tokens=True))
