# classes: 7 8
"""Backends register themselves through __init_subclass__(name=...); the service picks the plain
backend by name, so the lookup backend (cache off) is registered but never built."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Backend:
    registry = {}
    options = {"max_new_tokens": 5}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name:
            Backend.registry[name] = cls

    def __init__(self, model, tok):
        self.model, self.tok = model, tok

    def run(self, text):
        enc = self.tok(text, return_tensors="pt")
        return self.model.generate(**enc, **self.options)


class Plain(Backend, name="plain"):
    pass


class Lookup(Backend, name="lookup"):
    options = {**Backend.options, "prompt_lookup_num_tokens": 3, "use_cache": False}


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    backend = Backend.registry["plain"](model, tok)
    print(backend.run("one two three one two three one two").shape)
