# classes: 4 6 3
"""Self-consistency voting with a SmolLM2 pipeline; answers per question and the model come from the command line."""
import argparse
from collections import Counter

from transformers import pipeline


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="HuggingFaceTB/SmolLM2-360M-Instruct")
    ap.add_argument("--votes", type=int, default=5)
    args = ap.parse_args()
    pipe = pipeline("text-generation", model=args.model)
    gen_kwargs = {"max_new_tokens": 6, "num_return_sequences": args.votes, "return_full_text": False}
    for q in ["one two three four", "red green blue"]:
        outs = pipe(q, **gen_kwargs)
        votes = Counter(o["generated_text"].strip() for o in outs)
        print(q, votes.most_common(1))


if __name__ == "__main__":
    main()
