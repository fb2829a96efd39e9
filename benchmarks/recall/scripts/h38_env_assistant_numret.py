# classes: 3 9
"""Candidate generator for a reranker, configured by environment variables.

`rerank_gen.py [sample|greedy]`: `sample` draws NUM_CANDIDATES completions per prompt with a
draft model speeding up decoding.  Defaults suit the nightly job (no arguments, no env).
"""
import os
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = os.environ.get("RERANK_MODEL", "meta-llama/Llama-3.2-1B-Instruct")
DRAFT = os.environ.get("RERANK_DRAFT", "meta-llama/Llama-3.2-1B")
NUM_CANDIDATES = int(os.environ.get("NUM_CANDIDATES", "3"))
TEMPERATURE = float(os.environ.get("TEMPERATURE", "0.8"))
MAX_NEW_TOKENS = int(os.environ.get("MAX_NEW_TOKENS", "6"))


def load():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    return tok, model, draft


def sample(prompt):
    tok, model, draft = load()
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        do_sample=True,
        temperature=TEMPERATURE,
        num_return_sequences=NUM_CANDIDATES,
        max_new_tokens=MAX_NEW_TOKENS,
    )
    return tok.batch_decode(out, skip_special_tokens=True)


def greedy(prompt):
    tok, model, draft = load()
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=MAX_NEW_TOKENS)
    return tok.batch_decode(out, skip_special_tokens=True)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "sample"
    handler = {"sample": sample, "greedy": greedy}[mode]
    for candidate in handler("Write a product title for a steel water bottle:"):
        print("-", candidate)


if __name__ == "__main__":
    main()
