# classes: 7
"""Immutable decoding settings with `with_*` methods that return modified copies.

The static-cache variant is only used for the plain (non-assisted) latency run; the assisted
run keeps the original settings object.
"""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


class Decoding:
    def __init__(self, config):
        self.config = config

    def with_cache(self, impl):
        gc = copy.deepcopy(self.config)
        gc.cache_implementation = impl
        return Decoding(gc)

    def with_tokens(self, n):
        gc = copy.deepcopy(self.config)
        gc.max_new_tokens = n
        return Decoding(gc)


base = Decoding(GenerationConfig(do_sample=False)).with_tokens(8)
static = base.with_cache("static")

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
enc = tok(["Why is the sky blue?"], return_tensors="pt")
print(tok.decode(model.generate(**enc, generation_config=static.config)[0]))
print(tok.decode(model.generate(**enc, generation_config=base.config, assistant_model=draft)[0]))
