# classes: 7 8
"""Engine features as cooperative mixins: each mixin's generation_kwargs() calls super() and
adds its own keys (a static cache for the compile mixin, the draft model for the speculative
mixin). The production engine combines both."""
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
        kwargs.update(cache_implementation="static")
        return kwargs


class SpeculativeMixin:
    def generation_kwargs(self):
        kwargs = super().generation_kwargs()
        kwargs.update(assistant_model=self.options["draft"])
        return kwargs


class ProductionEngine(StaticCacheMixin, SpeculativeMixin, BaseEngine):
    pass


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    engine = ProductionEngine(
        AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M"),
        tok,
        draft=AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"),
    )
    print(engine("hello world").shape)
