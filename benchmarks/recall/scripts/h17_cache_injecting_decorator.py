# classes: 5 7
"""A decorator that hands every generate call a fresh cache object of its own."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


def with_fresh_cache(kwarg="cache"):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*args, **kwargs):
            kwargs.setdefault(kwarg, DynamicCache())
            return fn(*args, **kwargs)
        return inner
    return deco


class Chat:
    def __init__(self, repo="Qwen/Qwen3-0.6B"):
        self.tok = AutoTokenizer.from_pretrained(repo)
        self.model = AutoModelForCausalLM.from_pretrained(repo)

    @with_fresh_cache()
    def _generate(self, **kwargs):
        return self.model.generate(**kwargs)

    def ask(self, q):
        enc = self.tok(q, return_tensors="pt")
        return self.tok.decode(self._generate(**enc, max_new_tokens=6)[0], skip_special_tokens=True)


print(Chat().ask("Why is the sky blue?"))
