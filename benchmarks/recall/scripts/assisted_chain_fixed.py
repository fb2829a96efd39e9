# classes: 9
"""Speculative decoding, one prompt at a time with the cache on (the working version)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("gpt2")

for prompt in ["hello world", "the king and the queen"]:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, use_cache=True, max_new_tokens=6)
    print(tok.decode(out[0]))
