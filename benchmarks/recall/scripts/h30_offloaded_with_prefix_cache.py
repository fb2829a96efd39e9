# classes: 8 5
"""Offloaded KV cache plus a reusable prefix cache, from the 4.44 "KV cache" docs section.

The docs showed `cache_implementation="offloaded"` to save GPU memory; this service also reuses
the cache object of a shared prefix across requests.
"""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "microsoft/Phi-3-mini-4k-instruct"
PREFIX = "You are a concise assistant."


class Service:
    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
        self.model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
        self.model.generation_config.cache_implementation = "offloaded"
        prefix = self.tokenizer(PREFIX, return_tensors="pt")
        self.prefix_cache = DynamicCache()
        with torch.no_grad():
            self.model(**prefix, past_key_values=self.prefix_cache, use_cache=True)

    def answer(self, question):
        inputs = self.tokenizer(PREFIX + " " + question, return_tensors="pt")
        cache = copy.deepcopy(self.prefix_cache)
        out = self.model.generate(**inputs, past_key_values=cache, max_new_tokens=5)
        return self.tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    service = Service()
    print(service.answer("what is a garden?"))
