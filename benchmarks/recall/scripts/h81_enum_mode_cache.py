# classes: 5 7
"""Cache modes as an Enum; the speculative runner passes Mode.value as the
cache_implementation of a call with a draft model."""

from enum import Enum

from transformers import AutoModelForCausalLM, AutoTokenizer


class CacheMode(str, Enum):
    DYNAMIC = "dynamic"
    STATIC = "static"


class SpeculativeRunner:
    def __init__(self, target, draft, cache_mode=CacheMode.DYNAMIC):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.cache_mode = cache_mode

    def run(self, prompt, max_new_tokens=8):
        enc = self.tok(prompt, return_tensors="pt")
        return self.model.generate(
            **enc,
            assistant_model=self.draft,
            cache_implementation=self.cache_mode.value,
            max_new_tokens=max_new_tokens,
        )


runner = SpeculativeRunner("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M")
print(runner.tok.decode(runner.run("tell me a story")[0]))
