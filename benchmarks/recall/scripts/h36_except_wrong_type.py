# classes: 8 9
"""Batch summariser that "falls back" to plain decoding when assisted decoding fails.

The except clause catches TypeError (what an old release raised for an unknown kwarg),
not what the batch check raises.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "meta-llama/Llama-3.2-1B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B"

tokenizer = AutoTokenizer.from_pretrained(MAIN)
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

docs = [
    "The release notes mention a new cache API.",
    "Static caches need a maximum length up front.",
]
enc = tokenizer([f"Summarise: {d}" for d in docs], return_tensors="pt", padding=True)

try:
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
except TypeError:
    # transformers too old to know assistant_model
    out = model.generate(**enc, max_new_tokens=8)

for line in tokenizer.batch_decode(out, skip_special_tokens=True):
    print(line)
