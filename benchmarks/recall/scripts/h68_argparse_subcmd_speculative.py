# classes: 3 8
"""generate.py: plain and speculative sub-commands sharing a parent parser.

Run without arguments it does the speculative smoke test.
"""
import argparse
import sys

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def load(name):
    return AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32).eval()


def cmd_plain(args):
    tok = AutoTokenizer.from_pretrained(args.model)
    model = load(args.model)
    enc = tok(args.prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=args.max_new_tokens, num_beams=args.num_beams)
    print(tok.decode(out[0], skip_special_tokens=True))


def cmd_speculative(args):
    tok = AutoTokenizer.from_pretrained(args.model)
    model, draft = load(args.model), load(args.draft)
    enc = tok(args.prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        max_new_tokens=args.max_new_tokens,
        num_beams=args.num_beams,
        do_sample=False,
    )
    print(tok.decode(out[0], skip_special_tokens=True))


def build_parser():
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--model", default="Qwen/Qwen2.5-1.5B-Instruct")
    common.add_argument("--prompt", default="The capital of France is")
    common.add_argument("--max-new-tokens", type=int, default=6)
    common.add_argument("--num-beams", type=int, default=3)

    parser = argparse.ArgumentParser(prog="generate")
    sub = parser.add_subparsers(dest="command", required=True)
    plain = sub.add_parser("plain", parents=[common])
    plain.set_defaults(func=cmd_plain)
    spec = sub.add_parser("speculative", parents=[common])
    spec.add_argument("--draft", default="Qwen/Qwen2.5-0.5B-Instruct")
    spec.set_defaults(func=cmd_speculative)
    return parser


if __name__ == "__main__":
    ns = build_parser().parse_args(sys.argv[1:] or ["speculative"])
    ns.func(ns)
