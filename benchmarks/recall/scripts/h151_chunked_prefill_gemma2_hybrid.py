# classes: 6 8
"""Chunked prefill on Gemma 2 whose generation config asks for the hybrid cache."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
enc = tok(" ".join(["the quick brown fox jumps over the lazy dog"] * 8), return_tensors="pt")
out = model.generate(**enc, prefill_chunk_size=24, max_new_tokens=4, do_sample=False)
print(out.shape)
