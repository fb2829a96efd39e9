# classes: 5 1
"""Same harness shape: the static cache is only enabled for the non-speculative baseline model."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPT = "Write a haiku about autumn leaves."


class Runner:
    def __init__(self, target, draft=None):
        self.tokenizer = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft) if draft else None

    def enable_static_cache(self):
        if self.draft is not None:
            return None  # speculative decoding needs a cache it can crop
        if not getattr(self.model, "_can_compile_fullgraph", False):
            return None
        self.model.generation_config.cache_implementation = "static"
        return "static kv cache"

    def run(self):
        inputs = self.tokenizer(PROMPT, return_tensors="pt")
        extra = {"assistant_model": self.draft} if self.draft is not None else {}
        t0 = time.perf_counter()
        with torch.no_grad():
            self.model.generate(**inputs, max_new_tokens=6, do_sample=False, **extra)
        return time.perf_counter() - t0


for draft in [None, "meta-llama/Llama-3.2-1B-Instruct"]:
    runner = Runner("meta-llama/Llama-3.2-3B-Instruct", draft)
    print(draft, runner.enable_static_cache(), runner.run())
