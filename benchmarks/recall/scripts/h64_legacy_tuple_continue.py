# classes: 5 8
"""Two-step continuation that keeps the cache between calls. Written when generate returned
tuples; upgraded halfway: it converts to the legacy format when the object offers it."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

enc = tok("The capital of France is", return_tensors="pt")
first = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
pkv = first.past_key_values
to_legacy = getattr(pkv, "to_legacy_cache", None)
if callable(to_legacy):
    pkv = to_legacy()

follow = tok(" and the capital of Spain is", return_tensors="pt", add_special_tokens=False)
ids = torch.cat([first.sequences, follow.input_ids], dim=-1)
mask = torch.ones_like(ids)
second = model.generate(input_ids=ids, attention_mask=mask, past_key_values=pkv, max_new_tokens=4)
print(tok.decode(second[0], skip_special_tokens=True))
