# classes: 7 8
"""Decoding strategies as abstract base classes: the base declares DEFAULT_CACHE = "static" (the
team compiles its greedy path) and every subclass folds it into generation_kwargs(). The
speculative strategy inherits the static cache together with its draft model."""
from abc import ABC, abstractmethod

from transformers import AutoModelForCausalLM, AutoTokenizer


class Strategy(ABC):
    DEFAULT_CACHE = "static"
    MAX_NEW_TOKENS = 5

    def base_kwargs(self):
        return {"max_new_tokens": self.MAX_NEW_TOKENS, "cache_implementation": self.DEFAULT_CACHE}

    @abstractmethod
    def generation_kwargs(self) -> dict: ...


class Greedy(Strategy):
    def generation_kwargs(self):
        return self.base_kwargs()


class Speculative(Strategy):
    def __init__(self, draft):
        self.draft = draft

    def generation_kwargs(self):
        kwargs = self.base_kwargs()
        kwargs["assistant_model"] = self.draft
        return kwargs


class Engine:
    def __init__(self, model_id, strategy: Strategy):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.strategy = strategy

    def complete(self, text):
        enc = self.tokenizer(text, return_tensors="pt")
        return self.model.generate(**enc, **self.strategy.generation_kwargs())


if __name__ == "__main__":
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    engine = Engine("meta-llama/Llama-3.2-3B-Instruct", Speculative(draft))
    print(engine.complete("hello world")[0].tolist())
