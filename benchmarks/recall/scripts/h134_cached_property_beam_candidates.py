# classes: 7 2
"""A reranking engine: a cached_property builds the generation kwargs once from class defaults
and the instance's overrides. The reranker wants 4 candidates out of a beam of 2."""
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
        return {**self.DEFAULTS, **self.overrides}

    def candidates(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self.gen_kwargs)
        return self.tokenizer.batch_decode(out, skip_special_tokens=True)


class Reranker(BeamEngine):
    def __init__(self, model_id):
        super().__init__(model_id, num_return_sequences=4)


if __name__ == "__main__":
    print(Reranker("HuggingFaceTB/SmolLM2-135M").candidates("tell me a story"))
