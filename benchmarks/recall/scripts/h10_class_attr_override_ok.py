# classes: 7
"""Backends differ by a class attribute naming the cache they ask generate() for."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Backend:
    CACHE_IMPLEMENTATION = None
    MAX_NEW_TOKENS = 8

    def __init__(self, model, tokenizer, assistant=None):
        self.model = model
        self.tokenizer = tokenizer
        self.assistant = assistant

    def run(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        kwargs = dict(max_new_tokens=self.MAX_NEW_TOKENS)
        if self.CACHE_IMPLEMENTATION is not None:
            kwargs["cache_implementation"] = self.CACHE_IMPLEMENTATION
        if self.assistant is not None:
            kwargs["assistant_model"] = self.assistant
        with torch.inference_mode():
            return self.model.generate(**enc, **kwargs)


class EagerBackend(Backend):
    # leave the cache to generate(): an explicit one clashes with the assistant's cache
    CACHE_IMPLEMENTATION = None
    MAX_NEW_TOKENS = 5


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    big = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    small = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    backend = EagerBackend(big, tok, assistant=small)
    print(tok.decode(backend.run("List three prime numbers:")[0]))
