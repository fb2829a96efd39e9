# classes: 8
"""Batch completion job from a 2022 repo that sets max_length to the longest prompt plus a
margin, measured in words instead of tokens."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

prompts = [
    "the quick brown fox jumps over the lazy dog and the red cat",
    "once upon a time there lived a king who loved his garden and his dogs",
]
longest_words = max(len(p.split()) for p in prompts)
for p in prompts:
    enc = tok(p, return_tensors="pt")
    out = model.generate(**enc, max_length=longest_words + 2)
    print(tok.decode(out[0], skip_special_tokens=True))
