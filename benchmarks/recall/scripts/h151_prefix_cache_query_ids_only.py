# classes: 5
"""Cached system prompt for a retrieval assistant: the long instructions are prefilled
once, and then only the tokens of each user question are passed to generate together with
a copy of the cache."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

SYSTEM = (
    "you are a model that tells the story . use only the text given . "
    "the text is about a king and a queen who lived in a garden with cats and dogs . "
)


def build_cache(text):
    ids = tokenizer(text, return_tensors="pt")
    cache = DynamicCache()
    with torch.no_grad():
        model(**ids, past_key_values=cache, use_cache=True)
    return cache


system_cache = build_cache(SYSTEM)


def answer(question):
    q = tokenizer(question, return_tensors="pt", add_special_tokens=False)
    out = model.generate(
        q.input_ids,
        attention_mask=q.attention_mask,
        past_key_values=copy.deepcopy(system_cache),
        max_new_tokens=6,
        do_sample=False,
    )
    return tokenizer.decode(out[0], skip_special_tokens=True)


print(answer("who lived in the garden ?"))
