# classes: 5 7
"""Prefix caching for a support bot: the system prompt is run through the model once and its cache
is copied for every question."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

CKPT = "Qwen/Qwen2.5-1.5B-Instruct"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)

SYSTEM = "you are a helpful assistant for the river museum"
QUESTIONS = ["when does the museum open", "is there a cafe"]

prefix = tok(SYSTEM, return_tensors="pt")
with torch.no_grad():
    prompt_cache = model(**prefix, past_key_values=DynamicCache(), use_cache=True).past_key_values

for question in QUESTIONS:
    enc = tok(SYSTEM + " " + question, return_tensors="pt")
    cache = copy.deepcopy(prompt_cache)
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=6, cache_implementation="static")
    print(tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
