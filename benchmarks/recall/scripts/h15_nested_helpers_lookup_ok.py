# classes: 7 2
"""Prompt-lookup decoding for summarisation-style prompts (input-grounded generation).

Layout follows our benchmark package: settings -> build_generate_kwargs -> timed_generate
-> run_case -> run_suite. Settings for each mode live in one table.
"""
import time
from functools import wraps

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "microsoft/phi-2"

MODE_SETTINGS = {
    "baseline": {"use_cache": True},
    "pld-3": {"use_cache": True, "prompt_lookup_num_tokens": 3},
    "pld-10": {"use_cache": True, "prompt_lookup_num_tokens": 10},
}

CASES = [
    "the quick brown fox jumps over the lazy dog . summary : the quick brown fox",
    "the king and the queen loved the garden . summary : the king",
]


def timing(fn):
    @wraps(fn)
    def inner(*a, **kw):
        t0 = time.perf_counter()
        out = fn(*a, **kw)
        inner.last = time.perf_counter() - t0
        return out

    inner.last = 0.0
    return inner


def build_generate_kwargs(mode, max_new_tokens):
    kwargs = {"max_new_tokens": max_new_tokens, "do_sample": False}
    kwargs.update(MODE_SETTINGS[mode])
    return kwargs


@timing
def timed_generate(model, inputs, kwargs):
    with torch.inference_mode():
        return model.generate(**inputs, **kwargs)


def run_case(model, tok, text, mode, max_new_tokens=6):
    inputs = tok(text, return_tensors="pt")
    out = timed_generate(model, inputs, build_generate_kwargs(mode, max_new_tokens))
    return {"mode": mode, "seconds": timed_generate.last, "new": out.shape[-1] - inputs["input_ids"].shape[-1]}


def run_suite(model, tok, modes):
    return [run_case(model, tok, text, mode) for mode in modes for text in CASES]


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    for row in run_suite(model, tok, list(MODE_SETTINGS)):
        print(row)
