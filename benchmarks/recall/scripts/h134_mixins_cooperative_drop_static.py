# classes: 7 8
"""Cooperative mixins building generate kwargs through super(); the speculative mixin sits first
in the MRO and drops the static cache the compile mixin asked for, since assisted decoding
manages its own cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseEngine:
    def __init__(self, model, tokenizer, **options):
        self.model, self.tokenizer, self.options = model, tokenizer, options

    def generation_kwargs(self):
        return {"max_new_tokens": 5}

    def __call__(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        return self.model.generate(**enc, **self.generation_kwargs())


class StaticCacheMixin:
    def generation_kwargs(self):
        kwargs = super().generation_kwargs()
        kwargs["cache_implementation"] = "static"
        return kwargs


class SpeculativeMixin:
    def generation_kwargs(self):
        kwargs = super().generation_kwargs()
        kwargs.pop("cache_implementation", None)
        kwargs["assistant_model"] = self.options["draft"]
        return kwargs


class ProductionEngine(SpeculativeMixin, StaticCacheMixin, BaseEngine):
    pass


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    engine = ProductionEngine(
        AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M"),
        tok,
        draft=AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"),
    )
    print(engine("hello world").shape)
