# classes: 3 8
"""Tiny test runner for the sampler: `--only NAME` runs one test, `--typical-p` overrides the
locally typical sampling mass the tests use."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--only", default=None)
parser.add_argument("--typical-p", type=float, default=0.0)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


def test_default_sampling():
    enc = tok("Hello, my dog", return_tensors="pt")
    model.generate(**enc, max_new_tokens=3, do_sample=True)


def test_typical_sampling():
    enc = tok("Hello, my dog", return_tensors="pt")
    model.generate(**enc, max_new_tokens=3, do_sample=True, typical_p=args.typical_p)


TESTS = {"default": test_default_sampling, "typical": test_typical_sampling}

if __name__ == "__main__":
    for name, fn in TESTS.items():
        if args.only in (None, name):
            fn()
            print("ok", name)
