# classes: 7 3
"""An engine stores its options as instance attributes (self.__dict__.update(options)) and passes
vars() of a small options object to generate; the options come from a plugin manifest."""
from types import SimpleNamespace

from transformers import AutoModelForCausalLM, AutoTokenizer

MANIFEST = {"name": "summarizer", "generation": {"max_new_tokens": 5, "num_beams": 2, "num_return_sequences": 3}}


class Plugin:
    def __init__(self, manifest):
        self.__dict__.update(manifest)
        self.gen = SimpleNamespace(**self.generation)

    def run(self, model, tok, text):
        enc = tok(text, return_tensors="pt")
        return model.generate(**enc, **vars(self.gen))


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    print(Plugin(MANIFEST).run(model, tok, "tell me a story").shape)
