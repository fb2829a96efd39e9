"""Sampling script that spreads vars(args) into generate() after removing the non-generation flags."""
# classes: 3 9
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NON_GENERATE = ("model", "draft", "prompt", "seed")


def get_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="HuggingFaceTB/SmolLM2-360M-Instruct")
    ap.add_argument("--draft", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    ap.add_argument("--prompt", default="tell me a story about dogs")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max_new_tokens", type=int, default=5)
    ap.add_argument("--do_sample", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--top_p", type=float, default=0.9)
    ap.add_argument("--num_return_sequences", type=int, default=2)
    return ap.parse_args()


def split(args):
    options = vars(args).copy()
    setup = {k: options.pop(k) for k in NON_GENERATE}
    return setup, options


def main():
    args = get_args()
    setup, gen_kwargs = split(args)
    torch.manual_seed(setup["seed"])
    tok = AutoTokenizer.from_pretrained(setup["model"])
    model = AutoModelForCausalLM.from_pretrained(setup["model"])
    draft = AutoModelForCausalLM.from_pretrained(setup["draft"])
    enc = tok(setup["prompt"], return_tensors="pt")
    seqs = model.generate(**enc, assistant_model=draft, **gen_kwargs)
    for s in seqs:
        print("-", tok.decode(s, skip_special_tokens=True))


if __name__ == "__main__":
    main()
