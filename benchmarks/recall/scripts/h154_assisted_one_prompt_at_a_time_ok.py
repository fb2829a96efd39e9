# classes: 8 9
"""Faster synthetic data: complete seed prompts one at a time with SmolLM2-360M, drafted by
SmolLM2-135M (assisted generation)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

PROMPTS = ["the fox jumps", "the queen loved", "my dog is"]
for p in PROMPTS:
    enc = tok(p, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))
