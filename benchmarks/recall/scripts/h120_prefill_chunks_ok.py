# classes: 8
"""Chunked prefill (prefill_chunk_size) over a long prompt with the default cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
doc = "The committee met on Tuesday to discuss the budget. " * 6
enc = tok(doc, return_tensors="pt")
cfg = GenerationConfig(max_new_tokens=6, do_sample=False, prefill_chunk_size=32)
out = model.generate(**enc, generation_config=cfg)
print(tok.decode(out[0, enc.input_ids.shape[1]:]))
