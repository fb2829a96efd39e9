# classes: 8 3
"""Sampling settings loaded from a JSON string where top_k was written as 40.0."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = json.loads('{"do_sample": true, "top_k": 40.0, "temperature": 0.8, "max_new_tokens": 5}')
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, **SETTINGS)
print(tok.decode(out[0]))
