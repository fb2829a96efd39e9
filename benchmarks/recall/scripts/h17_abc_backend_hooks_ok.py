# classes: 5 7
"""Abstract generation backends; the draft backend overrides the cache hook."""
from abc import ABC, abstractmethod

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Backend(ABC):
    checkpoint = "Qwen/Qwen2.5-1.5B-Instruct"

    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained(self.checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(self.checkpoint, torch_dtype=torch.float32)

    @abstractmethod
    def extra_kwargs(self):
        ...

    def cache_kwargs(self):
        return {}

    def run(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        kw = {"max_new_tokens": 6, **self.cache_kwargs(), **self.extra_kwargs()}
        return self.tok.decode(self.model.generate(**enc, **kw)[0])


class PlainBackend(Backend):
    def extra_kwargs(self):
        return {"do_sample": False}

    def cache_kwargs(self):
        return {"cache_implementation": "static"}


class DraftBackend(Backend):
    draft_checkpoint = "Qwen/Qwen2.5-0.5B-Instruct"

    def __init__(self):
        super().__init__()
        self.draft = AutoModelForCausalLM.from_pretrained(self.draft_checkpoint)

    def extra_kwargs(self):
        return {"assistant_model": self.draft}


if __name__ == "__main__":
    for backend_cls in (PlainBackend, DraftBackend):
        print(backend_cls.__name__, backend_cls().run("Name three rivers."))
