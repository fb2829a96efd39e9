"""Pythia-1.4b accelerated by pythia-70m (GPT-NeoX classes), greedy and sampled runs."""
# classes: 6 2

import torch
from transformers import GPTNeoXForCausalLM, AutoTokenizer

BIG = "EleutherAI/pythia-1.4b"
SMALL = "EleutherAI/pythia-70m"

SETTINGS = [
    {"do_sample": False},
    {"do_sample": True, "temperature": 0.7, "top_p": 0.9},
]


def main():
    tok = AutoTokenizer.from_pretrained(BIG)
    big = GPTNeoXForCausalLM.from_pretrained(BIG)
    small = GPTNeoXForCausalLM.from_pretrained(SMALL)
    batch = tok(["the dog was"], return_tensors="pt")
    for setting in SETTINGS:
        torch.manual_seed(1234)
        out = big.generate(**batch, assistant_model=small, max_new_tokens=5, **setting)
        print(setting, tok.decode(out[0]))


if __name__ == "__main__":
    main()
