# classes: 5
"""Beam search answers over a cached instruction prefix: the prefix cache is built for one
row and generate runs with three beams."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

prefix = "use the text . the dog is lazy and the fox is quick . "
cache = DynamicCache()
with torch.no_grad():
    model(**tok(prefix, return_tensors="pt"), past_key_values=cache)

enc = tok(prefix + "what is the fox ?", return_tensors="pt")
out = model.generate(**enc, past_key_values=copy.deepcopy(cache), num_beams=3, max_new_tokens=5)
print(tok.decode(out[0]))
