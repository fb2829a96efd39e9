# classes: 5 1
"""Benchmark harness: an optional 'compile-friendly' step turns on the static cache when the
architecture declares fullgraph support, and the harness then measures speculative decoding."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPT = "Write a haiku about autumn leaves."


class Runner:
    def __init__(self, target, draft):
        self.tokenizer = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)

    def enable_static_cache(self):
        """Fixed-shape kv cache so the decode step can be compiled."""
        if not getattr(self.model, "_can_compile_fullgraph", False):
            return None
        self.model.generation_config.cache_implementation = "static"
        return "static kv cache"

    def make_inputs(self):
        return self.tokenizer(PROMPT, return_tensors="pt")

    def run(self, n=2):
        inputs = self.make_inputs()
        times = []
        for _ in range(n):
            t0 = time.perf_counter()
            with torch.no_grad():
                self.model.generate(**inputs, assistant_model=self.draft, max_new_tokens=6, do_sample=False)
            times.append(time.perf_counter() - t0)
        return min(times)


runner = Runner("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct")
note = runner.enable_static_cache()
print(note, runner.run())
