# classes: 3 8
"""Near miss of the **vars(args) summariser: the Namespace holds only names generate knows."""

import argparse

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


def gen_parser():
    p = argparse.ArgumentParser()
    p.add_argument("--num_beams", type=int, default=2)
    p.add_argument("--max_new_tokens", type=int, default=5)
    p.add_argument("--min_new_tokens", type=int, default=1)
    p.add_argument("--no_repeat_ngram_size", type=int, default=3)
    p.add_argument("--early_stopping", action="store_true")
    return p


def main():
    args = gen_parser().parse_args([])
    tok = AutoTokenizer.from_pretrained("facebook/bart-base")
    model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base", torch_dtype=torch.float32)
    enc = tok(["Stocks rallied on Friday after the central bank held rates steady."], return_tensors="pt")
    out = model.generate(**enc, **vars(args))
    print(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
