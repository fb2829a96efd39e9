# classes: 8 3
"""Cache policies as a str Enum; the value is handed straight to cache_implementation."""
import argparse
from enum import Enum

from transformers import AutoModelForCausalLM, AutoTokenizer


class CacheKind(str, Enum):
    DYNAMIC = "dynamic"
    STATIC = "static"
    OFFLOADED_STATIC = "static_offloaded"


def parse():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", type=CacheKind, default=CacheKind.OFFLOADED_STATIC)
    return ap.parse_args()


class Model:
    def __init__(self, name="EleutherAI/pythia-70m"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.lm = AutoModelForCausalLM.from_pretrained(name)

    def __call__(self, text, cache: CacheKind):
        enc = self.tok(text, return_tensors="pt")
        return self.tok.decode(self.lm.generate(**enc, max_new_tokens=6, cache_implementation=cache.value)[0])


if __name__ == "__main__":
    args = parse()
    print(Model()("Hello", args.cache))
