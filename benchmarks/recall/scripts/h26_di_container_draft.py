# classes: 7 6
"""A small dependency-injection container wires the generator and its draft model.

Providers are registered as factories and resolved lazily (singletons). Ops swapped the
main model provider to the Mamba checkpoint for cheaper long-context serving; the draft
provider was left as it was.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Container:
    def __init__(self):
        self._factories = {}
        self._instances = {}

    def register(self, name, factory):
        self._factories[name] = factory

    def resolve(self, name):
        if name not in self._instances:
            self._instances[name] = self._factories[name](self)
        return self._instances[name]


class SpeculativeGenerator:
    def __init__(self, model, draft, tokenizer, max_new_tokens=8):
        self.model, self.draft, self.tokenizer = model, draft, tokenizer
        self.max_new_tokens = max_new_tokens

    def __call__(self, prompt):
        ids = self.tokenizer(prompt, return_tensors="pt").input_ids
        out = self.model.generate(ids, assistant_model=self.draft, max_new_tokens=self.max_new_tokens)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


MAIN_CHECKPOINT = "state-spaces/mamba-130m-hf"
DRAFT_CHECKPOINT = "EleutherAI/pythia-70m"


def build_container():
    c = Container()
    c.register("tokenizer", lambda c: AutoTokenizer.from_pretrained(MAIN_CHECKPOINT))
    c.register("model", lambda c: AutoModelForCausalLM.from_pretrained(MAIN_CHECKPOINT))
    c.register("draft", lambda c: AutoModelForCausalLM.from_pretrained(DRAFT_CHECKPOINT))
    c.register(
        "generator",
        lambda c: SpeculativeGenerator(c.resolve("model"), c.resolve("draft"), c.resolve("tokenizer")),
    )
    return c


if __name__ == "__main__":
    generator = build_container().resolve("generator")
    print(generator("The history of state space models"))
