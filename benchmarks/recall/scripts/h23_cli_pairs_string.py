# classes: 3 6
"""Acceptance-rate sweep over target:draft pairs given as one string.

    python sweep.py --pairs "facebook/opt-1.3b:facebook/opt-125m,EleutherAI/pythia-1.4b:EleutherAI/pythia-160m"
"""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULT_PAIRS = (
    "facebook/opt-1.3b:facebook/opt-125m,"
    "EleutherAI/pythia-1.4b:EleutherAI/pythia-160m,"
    "EleutherAI/pythia-1.4b:facebook/opt-350m"
)


def parse_pairs(text):
    pairs = []
    for item in text.split(","):
        target, _, draft = item.strip().partition(":")
        pairs.append((target, draft))
    return pairs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", default=DEFAULT_PAIRS)
    parser.add_argument("--new-tokens", type=int, default=5)
    args = parser.parse_args()

    cache = {}

    def get(name):
        if name not in cache:
            cache[name] = (AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name))
        return cache[name]

    for target_id, draft_id in parse_pairs(args.pairs):
        tok, target = get(target_id)
        _, draft = get(draft_id)
        enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
        start = time.perf_counter()
        with torch.no_grad():
            target.generate(**enc, assistant_model=draft, max_new_tokens=args.new_tokens)
        print(f"{target_id} <- {draft_id}: {time.perf_counter() - start:.3f}s")


if __name__ == "__main__":
    main()
