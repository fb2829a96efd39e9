# classes: 7 5
"""Abstract predictor with a ``predict`` template method and per-model hooks.

``BasePredictor.predict`` tokenizes, asks the subclass for ``generation_options()`` and a
cache via ``make_cache()``, then calls generate. The Gemma predictor overrides both hooks:
it wants a fixed cache implementation for compile and also supplies its own cache object
so that the warm-up run can reuse it.
"""
from abc import ABC, abstractmethod

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class BasePredictor(ABC):
    checkpoint: str

    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(self.checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(self.checkpoint)

    @abstractmethod
    def generation_options(self) -> dict: ...

    def make_cache(self):
        return None

    def predict(self, prompt: str) -> str:
        enc = self.tokenizer(prompt, return_tensors="pt")
        options = {"max_new_tokens": 8, **self.generation_options()}
        cache = self.make_cache()
        if cache is not None:
            options["past_key_values"] = cache
        out = self.model.generate(**enc, **options)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


class GemmaPredictor(BasePredictor):
    checkpoint = "google/gemma-2b"

    def generation_options(self):
        return {"cache_implementation": "static", "do_sample": False}

    def make_cache(self):
        return DynamicCache()


class GPT2Predictor(BasePredictor):
    checkpoint = "openai-community/gpt2"

    def generation_options(self):
        return {"do_sample": False}


if __name__ == "__main__":
    for predictor_cls in (GPT2Predictor, GemmaPredictor):
        print(predictor_cls.__name__, predictor_cls().predict("The tallest mountain is"))
