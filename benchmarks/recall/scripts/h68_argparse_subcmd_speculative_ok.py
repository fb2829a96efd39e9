# classes: 3 8
"""generate.py: plain and speculative sub-commands; the speculative one pins greedy single-beam decoding."""
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
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=args.max_new_tokens, num_beams=args.num_beams)
    print(tok.decode(out[0], skip_special_tokens=True))


def build_parser():
    parser = argparse.ArgumentParser(prog="generate")
    parser.add_argument("--model", default="Qwen/Qwen2.5-1.5B-Instruct")
    parser.add_argument("--prompt", default="The capital of France is")
    parser.add_argument("--max-new-tokens", type=int, default=6)
    sub = parser.add_subparsers(dest="command", required=True)
    plain = sub.add_parser("plain")
    plain.add_argument("--num-beams", type=int, default=4)
    plain.set_defaults(func=cmd_plain)
    spec = sub.add_parser("speculative")
    spec.add_argument("--draft", default="Qwen/Qwen2.5-0.5B-Instruct")
    spec.set_defaults(func=cmd_speculative, num_beams=1)
    return parser


if __name__ == "__main__":
    ns = build_parser().parse_args(sys.argv[1:] or ["speculative"])
    ns.func(ns)
