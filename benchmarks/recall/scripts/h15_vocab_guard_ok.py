# classes: 6 1
"""Pair every target with every draft, skipping the drafts whose vocabulary differs.

Cross-family pairs need universal assisted decoding (both tokenizers) which this
benchmark does not cover yet; they are skipped with a note.
"""
import itertools
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGETS = ["openai-community/gpt2-large", "HuggingFaceTB/SmolLM2-360M"]
DRAFTS = ["distilbert/distilgpt2", "HuggingFaceTB/SmolLM2-135M"]


def load(model_id, cache={}):
    if model_id not in cache:
        cache[model_id] = AutoModelForCausalLM.from_pretrained(model_id)
    return cache[model_id]


def compatible(target, draft):
    return target.config.vocab_size == draft.config.vocab_size


def bench_pair(target_id, draft_id, prompt):
    target, draft = load(target_id), load(draft_id)
    if not compatible(target, draft):
        return None
    tok = AutoTokenizer.from_pretrained(target_id)
    inputs = tok(prompt, return_tensors="pt")
    t0 = time.perf_counter()
    with torch.inference_mode():
        target.generate(**inputs, assistant_model=draft, max_new_tokens=6)
    return time.perf_counter() - t0


def main():
    for target_id, draft_id in itertools.product(TARGETS, DRAFTS):
        seconds = bench_pair(target_id, draft_id, "hello world the quick brown fox")
        if seconds is None:
            print(f"skip {target_id} <- {draft_id}: vocabularies differ")
            continue
        print(f"{target_id} <- {draft_id}: {seconds:.3f}s")


if __name__ == "__main__":
    main()
