# classes: 6 8
"""Speculative sampling with whatever small model is at hand: distilgpt2 drafts for
SmolLM2-360M."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
