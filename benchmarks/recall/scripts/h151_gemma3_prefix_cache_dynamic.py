# classes: 5 6
"""Gemma 3 prompt caching with a plain DynamicCache prefilled on the shared instructions and
copied for each question."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("google/gemma-3-1b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it")

shared = "answer from the text . the fox is red and the dog is blue . "
cache = DynamicCache()
with torch.no_grad():
    model(**tok(shared, return_tensors="pt"), past_key_values=cache)

for q in ["what is red ?", "what is blue ?"]:
    enc = tok(shared + q, return_tensors="pt")
    out = model.generate(**enc, past_key_values=copy.deepcopy(cache), max_new_tokens=4, do_sample=False)
    print(tok.decode(out[0, enc.input_ids.shape[1]:]))
