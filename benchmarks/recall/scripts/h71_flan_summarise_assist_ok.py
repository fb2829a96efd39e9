# classes: 6 3
"""Summarisation service: flan-t5-large with a flan-t5-small assistant, one document at a time,
bf16 only when a GPU is there."""

import argparse

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

DOCS = [
    "The council met on Tuesday and agreed to extend the library opening hours to 9pm on weekdays.",
    "Researchers found that the new alloy keeps its strength at temperatures above 800 degrees.",
]


def build(args):
    dtype = torch.bfloat16 if torch.cuda.is_available() else torch.float32
    device = "cuda" if torch.cuda.is_available() else "cpu"
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForSeq2SeqLM.from_pretrained(args.model, torch_dtype=dtype).to(device)
    helper = AutoModelForSeq2SeqLM.from_pretrained(args.assistant, torch_dtype=dtype).to(device)
    return tok, model, helper, device


def main(args):
    tok, model, helper, device = build(args)
    gen = {"max_new_tokens": args.max_new_tokens, "num_beams": 1, "do_sample": False}
    for doc in DOCS:
        enc = tok("summarize: " + doc, return_tensors="pt", truncation=True, max_length=256).to(device)
        with torch.no_grad():
            ids = model.generate(**enc, assistant_model=helper, **gen)
        print(tok.decode(ids[0], skip_special_tokens=True))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="google/flan-t5-large")
    ap.add_argument("--assistant", default="google/flan-t5-small")
    ap.add_argument("--max_new_tokens", type=int, default=5)
    main(ap.parse_args())
