# classes: 7 2
"""Generation kwargs built by folding a list of small transform functions over a base dict."""
from functools import reduce

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


def greedy(kw):
    return {**kw, "do_sample": False}


def with_draft(kw):
    return {**kw, "assistant_model": draft}


def static_cache(kw):
    return {**kw, "cache_implementation": "static"}


PIPELINE = [greedy, static_cache, with_draft]
kwargs = reduce(lambda acc, f: f(acc), PIPELINE, {"max_new_tokens": 6})
enc = tok("Static caches are", return_tensors="pt")
print(tok.decode(model.generate(**enc, **kwargs)[0]))
