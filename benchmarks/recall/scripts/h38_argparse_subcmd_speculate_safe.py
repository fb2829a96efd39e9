# classes: 3 9
"""Speculative-decoding CLI with `generate` and `speculate` subcommands.

The speculate subcommand keeps the KV cache off unless `--cache` is given (the draft and the
target share a small GPU in our lab).  Run without arguments it does plain greedy decoding.
"""
import argparse
import sys

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def load(name):
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32)
    model.eval()
    return tok, model


def cmd_generate(args):
    tok, model = load(args.model)
    enc = tok(args.prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=args.max_new_tokens, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))


def cmd_speculate(args):
    tok, model = load(args.model)
    _, draft = load(args.draft)
    enc = tok(args.prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        max_new_tokens=args.max_new_tokens,
        use_cache=args.use_cache,
    )
    print(tok.decode(out[0], skip_special_tokens=True))


def build_parser():
    parser = argparse.ArgumentParser(prog="spec")
    parser.add_argument("--model", default=MAIN)
    parser.add_argument("--prompt", default="Write a haiku about GPUs.")
    parser.add_argument("--max-new-tokens", type=int, default=8)
    sub = parser.add_subparsers(dest="command")
    gen = sub.add_parser("generate", help="plain greedy decoding")
    gen.set_defaults(func=cmd_generate)
    spec = sub.add_parser("speculate", help="assisted decoding with a draft model")
    spec.add_argument("--draft", default=DRAFT)
    spec.add_argument("--cache", dest="use_cache", action="store_true")
    spec.set_defaults(func=cmd_speculate, use_cache=False)
    return parser


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        argv = ["generate"]
    args = build_parser().parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
