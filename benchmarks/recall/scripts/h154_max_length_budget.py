# classes: 8
"""Synthetic continuations under a fixed token budget: max_length 12 for every prompt, long
retrieved prompts included."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

prompts = ["the fox", "the quick brown fox jumps over the lazy dog and the king and the queen lived in a garden"]
for p in prompts:
    enc = tok(p, return_tensors="pt")
    out = model.generate(**enc, max_length=12, do_sample=False)
    print(len(out[0]), tok.decode(out[0], skip_special_tokens=True))
