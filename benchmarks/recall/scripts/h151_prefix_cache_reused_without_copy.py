# classes: 5
"""RAG answering loop that precomputes the context's KV cache once and hands the same cache
object to every question (no copy), so the second question starts from what the first
one left in it."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

context = "the king and the queen lived in a garden . the fox was slow . the dog was fast . "
ctx = tok(context, return_tensors="pt")
kv = DynamicCache()
with torch.no_grad():
    model(**ctx, past_key_values=kv)

for q in ["tell me a story about the king and the queen in the garden", "the fox ?"]:
    enc = tok(context + q, return_tensors="pt")
    out = model.generate(**enc, past_key_values=kv, max_new_tokens=10, do_sample=False)
    print(q, "->", tok.decode(out[0, enc.input_ids.shape[1]:]))
