# classes: 3 9
"""Layered configuration: CLI overrides over the profile over the defaults (collections.ChainMap)."""
from collections import ChainMap

from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {"max_new_tokens": 8, "use_cache": True, "do_sample": False}
PROFILE_EDGE = {"use_cache": False}
CLI_OVERRIDES = {}

settings = dict(ChainMap(CLI_OVERRIDES, PROFILE_EDGE, DEFAULTS))
tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("hello world", return_tensors="pt")
print(model.generate(**enc, assistant_model=draft, **settings))
