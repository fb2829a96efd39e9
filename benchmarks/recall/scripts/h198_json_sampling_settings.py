# classes: 8 2
"""Try a few decoding settings for JSON answers and keep the one that parses."""

import json

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
PROFILES = {
    "greedy": {"do_sample": False},
    "cold": {"do_sample": True, "temperature": 0.0},
    "warm": {"do_sample": True, "temperature": 0.7, "top_p": 0.9},
}

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
enc = tok('{"colour": "', return_tensors="pt")
for name, kw in PROFILES.items():
    out = model.generate(**enc, max_new_tokens=4, **kw)
    text = tok.decode(out[0], skip_special_tokens=True)
    try:
        json.loads(text)
        print(name, "parses")
    except json.JSONDecodeError:
        print(name, "no json")
