# classes: 5 8
"""Offload through the dynamic cache itself (DynamicCache(offloading=True)) on the new cache API."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
enc = tok("Write one sentence about owls.", return_tensors="pt")
cache = DynamicCache(config=model.config, offloading=True)
out = model.generate(**enc, past_key_values=cache, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0]))
