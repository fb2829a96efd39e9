# classes: 5 7
"""Service assembled from mixins: one owns the cache, one the draft model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache


class CacheMixin:
    cache_len = 64

    def make_cache(self):
        return StaticCache(config=self.model.config, max_cache_len=self.cache_len)


class DraftMixin:
    draft_name = "Qwen/Qwen2.5-0.5B"

    def draft_kwargs(self):
        if not hasattr(self, "_draft"):
            self._draft = AutoModelForCausalLM.from_pretrained(self.draft_name).eval()
        return {"assistant_model": self._draft}


class BaseService:
    model_name = "Qwen/Qwen2.5-1.5B-Instruct"

    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(self.model_name)
        self.model = AutoModelForCausalLM.from_pretrained(self.model_name).eval()

    def make_cache(self):
        return DynamicCache()

    def draft_kwargs(self):
        return {}

    def answer(self, question):
        enc = self.tokenizer(question, return_tensors="pt")
        with torch.inference_mode():
            out = self.model.generate(
                **enc, past_key_values=self.make_cache(), max_new_tokens=6, **self.draft_kwargs()
            )
        return self.tokenizer.decode(out[0, enc.input_ids.shape[1]:])


class FastService(DraftMixin, BaseService):
    """The base class's dynamic cache: the draft crops it after each rejection."""



if __name__ == "__main__":
    print(FastService().answer("What is 2 + 2?"))
