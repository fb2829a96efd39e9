# classes: 3 8
"""Smoke test of the CLI generation path with its defaults (sampling, --num-return copies)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse():
    p = argparse.ArgumentParser(description="generation smoke test")
    p.add_argument("--model", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
    p.add_argument("--num-return", type=int, default=2)
    p.add_argument("--greedy", dest="sample", action="store_false")
    return p.parse_args()


def smoke(args):
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    enc = tok("Hello", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=3, do_sample=args.sample,
                         num_return_sequences=args.num_return)
    assert out.shape[0] == args.num_return


if __name__ == "__main__":
    smoke(parse())
    print("smoke ok")
