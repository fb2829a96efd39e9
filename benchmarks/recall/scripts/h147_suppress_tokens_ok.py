# classes: 8
"""Suppresses a handful of tokens for the whole generation and others at its first step."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the fox", return_tensors="pt")
suppress = [tok.convert_tokens_to_ids(w) for w in ("dog", "cats")]
begin = [tok.convert_tokens_to_ids("the")]
out = model.generate(**enc, suppress_tokens=suppress, begin_suppress_tokens=begin, max_new_tokens=6)
print(tok.decode(out[0]))
