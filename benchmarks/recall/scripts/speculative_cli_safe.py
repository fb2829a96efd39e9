#!/usr/bin/env python
# classes: 3
"""Speculative decoding CLI (the cache can be switched off for debugging with --no_cache)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="gpt2")
parser.add_argument("--assistant", default="distilgpt2")
parser.add_argument("--prompt", default="once upon a time there lived a queen")
parser.add_argument("--max_new_tokens", type=int, default=16)
parser.add_argument("--no_cache", action="store_true", help="disable the KV cache")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
assistant = AutoModelForCausalLM.from_pretrained(args.assistant)
enc = tok(args.prompt, return_tensors="pt")
out = model.generate(**enc, assistant_model=assistant, max_new_tokens=args.max_new_tokens,
                     use_cache=not args.no_cache)
print(tok.decode(out[0], skip_special_tokens=True))
