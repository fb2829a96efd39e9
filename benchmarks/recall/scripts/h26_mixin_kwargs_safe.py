# classes: 7 1
"""Generation kwargs assembled from mixins through the MRO.

Each mixin contributes a few kwargs in ``generation_kwargs`` and calls ``super()``; the
concrete engines are just combinations of mixins. The demo runs the fast engine.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseEngine:
    checkpoint = "microsoft/phi-2"

    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(self.checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(self.checkpoint)

    def generation_kwargs(self):
        return {"max_new_tokens": 8}

    def complete(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self.generation_kwargs())
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


class GreedyMixin:
    def generation_kwargs(self):
        return {**super().generation_kwargs(), "do_sample": False}


class PromptLookupMixin:
    lookup_tokens = 3

    def generation_kwargs(self):
        return {**super().generation_kwargs(), "prompt_lookup_num_tokens": self.lookup_tokens}


class LowMemoryMixin:
    def generation_kwargs(self):
        return {**super().generation_kwargs(), "use_cache": False}


class FastEngine(PromptLookupMixin, GreedyMixin, BaseEngine):
    pass


class EdgeEngine(LowMemoryMixin, PromptLookupMixin, GreedyMixin, BaseEngine):
    pass


if __name__ == "__main__":
    engine = FastEngine()
    print(type(engine).__name__, engine.generation_kwargs())
    print(engine.complete("Instruct: list two uses of copper.\nOutput:"))
