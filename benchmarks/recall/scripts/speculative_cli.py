#!/usr/bin/env python
# classes: 3
"""Speculative decoding CLI.

    python speculative_cli.py --model gpt2 --assistant distilgpt2 --prompt "..."
"""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def str2bool(v):
    return str(v).lower() in ("1", "true", "yes", "y")


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--model", default="gpt2")
    p.add_argument("--assistant", default="distilgpt2")
    p.add_argument("--prompt", default="once upon a time there lived a queen")
    p.add_argument("--max_new_tokens", type=int, default=16)
    p.add_argument("--use_cache", type=str2bool, default=False, help="keep the KV cache (uses more RAM)")
    return p.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    assistant = AutoModelForCausalLM.from_pretrained(args.assistant)
    enc = tok(args.prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=assistant,
        max_new_tokens=args.max_new_tokens,
        use_cache=args.use_cache,
    )
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
