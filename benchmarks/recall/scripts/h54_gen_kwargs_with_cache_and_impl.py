# classes: 5 8
"""Inference helper: build generate kwargs from a settings dict, allocating the cache object in a
helper; settings also carry cache_implementation from an older config."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

SETTINGS = {"model": "microsoft/Phi-3-mini-4k-instruct", "max_new_tokens": 3, "cache_implementation": "static"}


def make_cache(model, length):
    return StaticCache(config=model.config, max_cache_len=length)


def build_kwargs(model, settings):
    kwargs = {"max_new_tokens": settings["max_new_tokens"], "do_sample": False}
    if "cache_implementation" in settings:
        kwargs["cache_implementation"] = settings["cache_implementation"]
    kwargs["past_key_values"] = make_cache(model, 64)
    return kwargs


tokenizer = AutoTokenizer.from_pretrained(SETTINGS["model"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"])
inputs = tokenizer("Write a haiku about rain.", return_tensors="pt")
print(tokenizer.decode(model.generate(**inputs, **build_kwargs(model, SETTINGS))[0]))
