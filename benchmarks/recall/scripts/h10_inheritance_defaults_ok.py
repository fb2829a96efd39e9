# classes: 7
"""Generator hierarchy: the speculative subclass drops the static cache it inherits."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseGenerator:
    checkpoint = "HuggingFaceTB/SmolLM2-360M"

    def __init__(self, **kw):
        self.tokenizer = AutoTokenizer.from_pretrained(self.checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(self.checkpoint).eval()
        self.extra = kw

    def default_generation_kwargs(self):
        return {"max_new_tokens": 6, "do_sample": False, "use_cache": True}

    def generate(self, prompt, **overrides):
        kwargs = {**self.default_generation_kwargs(), **self.extra, **overrides}
        enc = self.tokenizer(prompt, return_tensors="pt")
        with torch.inference_mode():
            return self.model.generate(**enc, **kwargs)


class CompiledGenerator(BaseGenerator):
    def default_generation_kwargs(self):
        kwargs = super().default_generation_kwargs()
        kwargs["cache_implementation"] = "static"
        return kwargs


class SpeculativeGenerator(CompiledGenerator):
    draft_checkpoint = "HuggingFaceTB/SmolLM2-135M"

    def __init__(self, **kw):
        super().__init__(**kw)
        self.draft = AutoModelForCausalLM.from_pretrained(self.draft_checkpoint).eval()

    def default_generation_kwargs(self):
        kwargs = super().default_generation_kwargs()
        # drafting needs a cache it can crop: no static cache here
        kwargs.pop("cache_implementation", None)
        kwargs["assistant_model"] = self.draft
        return kwargs


if __name__ == "__main__":
    gen = SpeculativeGenerator()
    out = gen.generate("A short poem about the sea:")
    print(gen.tokenizer.decode(out[0]))
