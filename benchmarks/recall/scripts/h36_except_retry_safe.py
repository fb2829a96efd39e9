# classes: 8 1
"""Batch summariser: try assisted decoding, and on ValueError retry without the draft."""
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
except (ValueError, RuntimeError) as err:
    print(f"assisted decoding unavailable ({err}); retrying without the draft")
    out = model.generate(**enc, max_new_tokens=8)

for line in tokenizer.batch_decode(out, skip_special_tokens=True):
    print(line)
