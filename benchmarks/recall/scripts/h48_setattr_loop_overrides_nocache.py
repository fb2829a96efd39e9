# classes: 7 2
"""Overrides from an experiment table applied with setattr in a loop, then assisted decoding.

The table's last entry came from a profiling run that switched the cache off.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"

OVERRIDES = {
    "max_new_tokens": 8,
    "do_sample": False,
    "use_cache": False,
}

tok = AutoTokenizer.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
for name, value in OVERRIDES.items():
    setattr(model.generation_config, name, value)

enc = tok(["Tell me a joke."], return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft)[0], skip_special_tokens=True))
