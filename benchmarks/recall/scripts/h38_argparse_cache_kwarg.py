# classes: 8 3
"""Prefix-cache experiment: `prefix.py run|clear`.

`run` encodes a shared system prompt once into a DynamicCache, then answers questions from a
copy of it.  Written against the 5.24 API (`generate(cache=...)`).
"""
import argparse
import copy

import torch

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

SYSTEM = "You are a terse assistant. Answer in at most five words.\n"
QUESTIONS = ["Capital of Japan?", "Largest planet?"]


def run(args):
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    prefix = tok(SYSTEM, return_tensors="pt")
    prefix_cache = DynamicCache()
    with torch.no_grad():
        model(**prefix, past_key_values=prefix_cache, use_cache=True)
    for question in QUESTIONS:
        enc = tok(SYSTEM + question, return_tensors="pt")
        out = model.generate(**enc, cache=copy.deepcopy(prefix_cache), max_new_tokens=args.max_new_tokens)
        print(question, "->", tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))


def clear(args):
    print("nothing cached on disk")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    parser.add_argument("--max-new-tokens", type=int, default=5)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run").set_defaults(handler=run)
    sub.add_parser("clear").set_defaults(handler=clear)
    parser.set_defaults(handler=run)
    args = parser.parse_args()
    args.handler(args)


if __name__ == "__main__":
    main()
