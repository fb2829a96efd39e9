"""A speculative-decoding mixin with a @classmethod constructor and a @property for the generate kwargs."""
# classes: 7
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeMixin:
    draft_model = None
    draft_tokens = 4

    @property
    def speculative_kwargs(self):
        if self.draft_model is None:
            return {}
        return {"assistant_model": self.draft_model, "num_assistant_tokens": self.draft_tokens}


class CacheMixin:
    cache_implementation = "dynamic"

    @property
    def cache_kwargs(self):
        return {"use_cache": True}


class Generator(SpeculativeMixin, CacheMixin):
    def __init__(self, tokenizer, model):
        self.tokenizer = tokenizer
        self.model = model

    @classmethod
    def from_names(cls, target, draft=None):
        obj = cls(AutoTokenizer.from_pretrained(target), AutoModelForCausalLM.from_pretrained(target))
        if draft is not None:
            obj.draft_model = AutoModelForCausalLM.from_pretrained(draft)
        return obj

    def __call__(self, prompt, **kw):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self.speculative_kwargs, **self.cache_kwargs, **kw)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    gen = Generator.from_names("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")
    print(gen("tell me a story", max_new_tokens=6))
