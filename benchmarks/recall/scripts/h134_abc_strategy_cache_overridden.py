# classes: 7 8
"""Strategy classes with a DEFAULT_CACHE class attribute; the speculative strategy overrides it
with None (assisted decoding manages its own cache), so only the greedy strategy asks for a
static cache."""
from abc import ABC, abstractmethod

from transformers import AutoModelForCausalLM, AutoTokenizer


class Strategy(ABC):
    DEFAULT_CACHE = "static"
    MAX_NEW_TOKENS = 5

    def base_kwargs(self):
        kwargs = {"max_new_tokens": self.MAX_NEW_TOKENS}
        if self.DEFAULT_CACHE:
            kwargs["cache_implementation"] = self.DEFAULT_CACHE
        return kwargs

    @abstractmethod
    def generation_kwargs(self) -> dict: ...


class Greedy(Strategy):
    def generation_kwargs(self):
        return self.base_kwargs()


class Speculative(Strategy):
    DEFAULT_CACHE = None

    def __init__(self, draft):
        self.draft = draft

    def generation_kwargs(self):
        return {**self.base_kwargs(), "assistant_model": self.draft}


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    enc = tok("hello world", return_tensors="pt")
    for strategy in (Greedy(), Speculative(draft)):
        print(type(strategy).__name__, model.generate(**enc, **strategy.generation_kwargs())[0].tolist())
