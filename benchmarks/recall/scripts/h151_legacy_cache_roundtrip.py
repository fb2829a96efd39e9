# classes: 5 8
"""Prompt-cache store that keeps caches as legacy tuples on disk-friendly form and rebuilds
a DynamicCache for each query (code written against transformers 4.4x)."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

STORE = {}


def remember(key, text):
    enc = tok(text, return_tensors="pt")
    with torch.no_grad():
        out = model(**enc, use_cache=True)
    STORE[key] = (text, out.past_key_values.to_legacy_cache())


def ask(key, question):
    text, legacy = STORE[key]
    cache = DynamicCache.from_legacy_cache(legacy)
    enc = tok(text + question, return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=6, do_sample=False)
    return tok.decode(out[0, enc.input_ids.shape[1]:])


remember("fox", "the quick brown fox jumps over the lazy dog . ")
print(ask("fox", "what did the fox do ?"))
