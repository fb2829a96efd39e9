# classes: 8
"""Chunked prefill to cap peak activation memory on a long document; cache disabled to save more."""
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
doc = "The committee met on Tuesday to discuss the budget. " * 6
enc = tok(doc + "\nSummary:", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, prefill_chunk_size=16, use_cache=False)
print(tok.decode(out[0, enc.input_ids.shape[1]:]))
