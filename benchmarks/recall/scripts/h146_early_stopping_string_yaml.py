# classes: 3 8
"""Summary CLI from a 2022 repo: argparse options for beam search, where --early-stopping was
declared without a type so its default arrives as the string "true"."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--model", default="t5-small")
p.add_argument("--num-beams", type=int, default=4)
p.add_argument("--early-stopping", default="true")
p.add_argument("--max-length", type=int, default=24)
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForSeq2SeqLM.from_pretrained(args.model)
enc = tok("summarize: the king and the queen lived in a garden with a fox.", return_tensors="pt")
out = model.generate(**enc, num_beams=args.num_beams, early_stopping=args.early_stopping, max_length=args.max_length)
print(tok.decode(out[0], skip_special_tokens=True))
