# classes: 7 2
"""The reranking engine again; the reranker widens the beam to match the candidates it asks for."""
from functools import cached_property

from transformers import AutoModelForCausalLM, AutoTokenizer


class BeamEngine:
    DEFAULTS = {"max_new_tokens": 6, "num_beams": 2, "early_stopping": True}

    def __init__(self, model_id, **overrides):
        self.model_id = model_id
        self.overrides = overrides

    @cached_property
    def model(self):
        return AutoModelForCausalLM.from_pretrained(self.model_id)

    @cached_property
    def tokenizer(self):
        return AutoTokenizer.from_pretrained(self.model_id)

    @cached_property
    def gen_kwargs(self):
        kwargs = dict(self.DEFAULTS)
        kwargs.update(self.overrides)
        return kwargs

    def candidates(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        return self.tokenizer.batch_decode(self.model.generate(**enc, **self.gen_kwargs), skip_special_tokens=True)


class Reranker(BeamEngine):
    def __init__(self, model_id):
        super().__init__(model_id, num_return_sequences=4, num_beams=4)


if __name__ == "__main__":
    print(Reranker("HuggingFaceTB/SmolLM2-135M").candidates("tell me a story"))
