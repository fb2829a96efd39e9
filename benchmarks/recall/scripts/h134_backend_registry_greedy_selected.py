# classes: 7 1
"""Same registry of backends as the speculative service, but the deployment's settings pick the
greedy backend; the speculative one (which turns the cache off) is registered and never built."""
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
    def __init__(self, model, tokenizer):
        super().__init__(model, tokenizer)
        self.draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

    def generation_kwargs(self):
        return {**super().generation_kwargs(), "assistant_model": self.draft, "use_cache": False}


def build(name, model_id):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    return BACKENDS[name](model, tok)


if __name__ == "__main__":
    backend = build("greedy", "HuggingFaceTB/SmolLM2-360M")
    print(backend.run("tell me a story about cats"))
