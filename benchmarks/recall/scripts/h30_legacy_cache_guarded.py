# classes: 8 1
"""Prefix caching helper written for 4.40 and kept working on 5.x with a feature test.

A shared system prompt is encoded once; its cache is copied for every request. Older releases
returned tuples, so the helper converts only when it sees one, and only if the class still knows
how to.
"""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
SYSTEM = "You are a helpful assistant who answers in one sentence."
QUESTIONS = ["What is a fox?", "Name three colors."]


def as_cache(past):
    if isinstance(past, tuple) and hasattr(DynamicCache, "from_legacy_cache"):
        return DynamicCache.from_legacy_cache(past)
    return past


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    prefix = tokenizer(SYSTEM, return_tensors="pt")
    with torch.no_grad():
        prefix_out = model(**prefix, use_cache=True)
    prefix_cache = as_cache(prefix_out.past_key_values)

    for question in QUESTIONS:
        full = tokenizer(SYSTEM + " " + question, return_tensors="pt")
        cache = copy.deepcopy(prefix_cache)
        out = model.generate(**full, past_key_values=cache, max_new_tokens=5, do_sample=False)
        print(question, "->", tokenizer.decode(out[0, full["input_ids"].shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
