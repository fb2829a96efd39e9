# classes: 5
"""Batch RAG with a shared prefix cache expanded to the batch size before generating
(`batch_repeat_interleave`), and questions padded on the left."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

prefix = "answer the question from the text . the king lived in a garden . "
cache = DynamicCache()
with torch.no_grad():
    model(**tok(prefix, return_tensors="pt"), past_key_values=cache)

questions = ["who lived there ?", "where did he live ?", "the garden ?"]
batch_cache = copy.deepcopy(cache)
batch_cache.batch_repeat_interleave(len(questions))
batch = tok([prefix + q for q in questions], return_tensors="pt", padding=True)
print(batch["input_ids"].shape, batch_cache.get_seq_length())
