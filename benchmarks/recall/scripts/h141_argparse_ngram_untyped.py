# classes: 3 8
"""Translation CLI: the no-repeat n-gram size flag has no type=, with an integer default, so the
default run passes an int."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="Helsinki-NLP/opus-mt-en-de")
ap.add_argument("--no-repeat-ngram-size", default=3)
ap.add_argument("--beams", type=int, default=4)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForSeq2SeqLM.from_pretrained(args.model)
enc = tok("I am looking forward to the holidays.", return_tensors="pt")
out = model.generate(**enc, num_beams=args.beams, no_repeat_ngram_size=args.no_repeat_ngram_size, max_new_tokens=16)
print(tok.decode(out[0], skip_special_tokens=True))
