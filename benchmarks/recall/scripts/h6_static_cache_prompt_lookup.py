"""Prompt-lookup decoding for summarising a repetitive document, with a pre-allocated static cache."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

DOC = "the quick brown fox jumps over the lazy dog " * 4


class Summariser:
    def __init__(self, name="Qwen/Qwen2.5-0.5B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.cache = StaticCache(config=self.model.config, max_cache_len=512)

    def summarise(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(
            **enc,
            past_key_values=self.cache,
            prompt_lookup_num_tokens=3,
            max_new_tokens=8,
        )
        return self.tok.decode(out[0][enc.input_ids.shape[1]:])


if __name__ == "__main__":
    s = Summariser()
    print(s.summarise(DOC))
