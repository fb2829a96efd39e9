"""Compile-friendly decoding for Mistral-7B-v0.1: a StaticCache object plus cache_implementation='static'."""
# classes: 5 8

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

NAME = "mistralai/Mistral-7B-v0.1"


class Runner:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained(NAME)
        self.model = AutoModelForCausalLM.from_pretrained(NAME, torch_dtype=torch.float32)
        self.model.generation_config.cache_implementation = "static"

    def new_cache(self, batch=1):
        return StaticCache(config=self.model.config, max_cache_len=64)

    def run(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, past_key_values=self.new_cache(), max_new_tokens=5)
        return self.tok.decode(out[0])


if __name__ == "__main__":
    print(Runner().run("hello world"))
