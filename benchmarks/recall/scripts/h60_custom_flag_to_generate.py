# classes: 1
"""Passing an application flag straight through to generate (not a typo, just an unknown name)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
enc = tok("A short poem:", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, stream_output=False)
print(tok.decode(out[0]))
