# classes: 8 5 2
"""Which cache_implementation plays well with speculative decoding?

Runs the same assisted generation with every cache implementation we care about for
serving (dynamic for flexibility, static for torch.compile) and prints a table.
"""
import time
from contextlib import contextmanager

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"
CACHE_IMPLEMENTATIONS = [None, "dynamic", "static"]
PROMPT = "tell me a story about the king and the queen"


class Timer:
    def __init__(self):
        self.laps = {}

    @contextmanager
    def lap(self, name):
        start = time.perf_counter()
        yield
        self.laps[name] = time.perf_counter() - start

    def report(self):
        width = max(len(k) for k in self.laps)
        for name, seconds in self.laps.items():
            print(f"{name:<{width}}  {seconds * 1000:8.1f} ms")


def load_models():
    tok = AutoTokenizer.from_pretrained(TARGET)
    target = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    return tok, target, draft


def make_kwargs(cache_impl, draft, max_new_tokens=6):
    kwargs = {"max_new_tokens": max_new_tokens, "do_sample": False, "assistant_model": draft}
    if cache_impl is not None:
        kwargs["cache_implementation"] = cache_impl
    return kwargs


def label(cache_impl):
    return "default" if cache_impl is None else cache_impl


@torch.inference_mode()
def main():
    tok, target, draft = load_models()
    inputs = tok(PROMPT, return_tensors="pt")
    timer = Timer()
    outputs = {}
    for cache_impl in CACHE_IMPLEMENTATIONS:
        with timer.lap(label(cache_impl)):
            outputs[label(cache_impl)] = target.generate(**inputs, **make_kwargs(cache_impl, draft))
    timer.report()
    reference = outputs["default"]
    for name, out in outputs.items():
        print(name, "identical" if torch.equal(out, reference) else "DIFFERENT")


if __name__ == "__main__":
    main()
