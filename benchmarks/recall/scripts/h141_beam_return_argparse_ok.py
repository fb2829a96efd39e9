# classes: 3 8
"""Command-line summariser: beams and candidates from argparse, three candidates out of five
beams."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="sshleifer/distilbart-cnn-12-6")
parser.add_argument("--beams", type=int, default=5)
parser.add_argument("--candidates", type=int, default=3)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForSeq2SeqLM.from_pretrained(args.model)
batch = tok(["A fire broke out at the harbour warehouse late on Sunday."], return_tensors="pt")
ids = model.generate(**batch, num_beams=args.beams, num_return_sequences=args.candidates, max_new_tokens=16)
print(tok.batch_decode(ids, skip_special_tokens=True))
