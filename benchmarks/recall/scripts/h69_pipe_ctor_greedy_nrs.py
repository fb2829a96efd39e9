# classes: 4
"""Generate a few candidate completions per prompt for a reranker (settings at pipeline construction)."""
import argparse

from transformers import pipeline


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    p.add_argument("--candidates", type=int, default=3)
    p.add_argument("--max-new-tokens", type=int, default=6)
    return p.parse_args()


def main():
    args = parse_args()
    gen = pipeline(
        "text-generation",
        model=args.model,
        max_new_tokens=args.max_new_tokens,
        do_sample=False,
        num_return_sequences=args.candidates,
    )
    for cand in gen("def fibonacci(n):"):
        print(repr(cand["generated_text"]))


if __name__ == "__main__":
    main()
