# classes: 8 2
"""Keyword-constrained product blurbs: every blurb must contain the product name."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

SETTINGS = [
    {"num_beams": 4, "max_new_tokens": 6},
    {"num_beams": 2, "max_new_tokens": 6},
]
force = tok(["fox"], add_special_tokens=False).input_ids
enc = tok("write a blurb for the red", return_tensors="pt")
for s in SETTINGS:
    out = model.generate(**enc, force_words_ids=force, pad_token_id=tok.eos_token_id, **s)
    print(s, tok.decode(out[0], skip_special_tokens=True))
