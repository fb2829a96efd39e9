# classes: 7 5
"""Runner built by a from_preset classmethod: cls(**PRESETS[name]); the preset asks for a prebuilt cache."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

PRESETS = {
    "interactive": {"max_new_tokens": 6, "prealloc": False, "draft": True},
    "compiled": {"max_new_tokens": 6, "prealloc": True, "draft": True},
}


@dataclass
class Runner:
    max_new_tokens: int
    prealloc: bool
    draft: bool

    @classmethod
    def from_preset(cls, name="compiled"):
        return cls(**PRESETS[name])

    def setup(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.assistant = AutoModelForCausalLM.from_pretrained(model_id) if self.draft else None
        return self

    def __call__(self, text):
        enc = self.tok(text, return_tensors="pt")
        extra = {}
        if self.prealloc:
            extra["past_key_values"] = StaticCache(self.model.config, max_cache_len=64)
        out = self.model.generate(**enc, assistant_model=self.assistant, max_new_tokens=self.max_new_tokens, **extra)
        return self.tok.decode(out[0])


print(Runner.from_preset().setup("google/gemma-2b")("Hello"))
