# classes: 8
"""Beam candidates with a draft model attached (the draft is meant to speed things up)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the red fox and the", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, num_beams=3, num_return_sequences=3, max_new_tokens=4)
print(tok.batch_decode(out, skip_special_tokens=True))
