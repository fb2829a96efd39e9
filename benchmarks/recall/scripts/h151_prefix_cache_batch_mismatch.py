# classes: 5
"""Batch RAG: the shared instructions are cached for one row, then three questions are
answered in one padded batch with a copy of that one-row cache."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

instructions = "answer the question from the text . the king lived in a garden . "
cache = DynamicCache()
with torch.no_grad():
    cache = model(**tok(instructions, return_tensors="pt"), past_key_values=cache).past_key_values

questions = ["who lived there ?", "where did the king live ?", "the garden ?"]
batch = tok([instructions + q for q in questions], return_tensors="pt", padding=True)
out = model.generate(**batch, past_key_values=copy.deepcopy(cache), max_new_tokens=5, do_sample=False)
for row in tok.batch_decode(out, skip_special_tokens=True):
    print(row)
