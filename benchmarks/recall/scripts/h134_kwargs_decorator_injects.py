# classes: 7 8
"""A decorator injects library defaults into a method's **kwargs (functools.wraps); the
speculative method is decorated with defaults that turn the cache off."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer


def with_defaults(**defaults):
    def deco(fn):
        @functools.wraps(fn)
        def inner(self, *args, **kwargs):
            return fn(self, *args, **{**defaults, **kwargs})

        return inner

    return deco


class Engine:
    def __init__(self, model_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    @with_defaults(max_new_tokens=5, use_cache=False)
    def speculative(self, text, **kwargs):
        enc = self.tok(text, return_tensors="pt")
        return self.model.generate(**enc, assistant_model=self.draft, **kwargs)


if __name__ == "__main__":
    engine = Engine("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M")
    print(engine.speculative("hello world").shape)
