# classes: 9 6
"""Gemma 2 sanity generation with the cache kind the exporter uses."""
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "google/gemma-2-2b-it"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, cache_implementation="static", max_new_tokens=4, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
