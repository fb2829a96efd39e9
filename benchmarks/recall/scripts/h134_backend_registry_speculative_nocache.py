# classes: 7 8
"""A small inference library: backends register themselves by name with a decorator and the
service picks one from a settings string. The speculative backend turns the KV cache off to
save memory on the draft side, which assisted generation refuses."""
from transformers import AutoModelForCausalLM, AutoTokenizer

BACKENDS = {}


def register(name):
    def wrap(cls):
        BACKENDS[name] = cls
        return cls

    return wrap


class Backend:
    def __init__(self, model, tokenizer):
        self.model = model
        self.tokenizer = tokenizer

    def generation_kwargs(self):
        return {"max_new_tokens": 6}

    def run(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self.generation_kwargs())
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


@register("greedy")
class GreedyBackend(Backend):
    pass


@register("speculative")
class SpeculativeBackend(Backend):
    DRAFT = "HuggingFaceTB/SmolLM2-135M"

    def __init__(self, model, tokenizer):
        super().__init__(model, tokenizer)
        self.draft = AutoModelForCausalLM.from_pretrained(self.DRAFT)

    def generation_kwargs(self):
        kwargs = super().generation_kwargs()
        kwargs.update(assistant_model=self.draft, use_cache=False)
        return kwargs


SETTINGS = {"backend": "speculative", "model": "HuggingFaceTB/SmolLM2-360M"}

if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(SETTINGS["model"])
    model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"])
    backend = BACKENDS[SETTINGS["backend"]](model, tok)
    print(backend.run("tell me a story about cats"))
