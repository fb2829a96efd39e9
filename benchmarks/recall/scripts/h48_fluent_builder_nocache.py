# classes: 7 9
"""A fluent builder for generation settings, used by the evaluation harness.

Each method returns the builder, and `build()` makes the GenerationConfig; the harness's
"cheap" recipe disables the cache and is then run with a draft model.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "facebook/opt-350m"
DRAFT = "facebook/opt-125m"


class GenBuilder:
    def __init__(self):
        self._kw = {}

    def tokens(self, n):
        self._kw["max_new_tokens"] = n
        return self

    def greedy(self):
        self._kw["do_sample"] = False
        return self

    def cache(self, on):
        self._kw["use_cache"] = on
        return self

    def build(self):
        return GenerationConfig(**self._kw)


cheap = GenBuilder().tokens(8).greedy().cache(False).build()

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
enc = tok(["The quick brown fox"], return_tensors="pt")
print(tok.decode(model.generate(**enc, generation_config=cheap, assistant_model=draft)[0]))
