# classes: 3 7
"""A sampling-params dataclass with its defaults in field(default_factory=...) and per-request
overrides merged over them. A request asking for temperature 0 ("deterministic", as OpenAI-style
APIs spell it) keeps do_sample=True from the defaults."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def _defaults():
    return {"do_sample": True, "temperature": 0.8, "top_p": 0.95, "max_new_tokens": 6}


@dataclass
class SamplingParams:
    values: dict = field(default_factory=_defaults)
    overrides: dict = field(default_factory=dict)

    def merged(self):
        return {**self.values, **self.overrides}


class Completion:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def __call__(self, prompt, params: SamplingParams):
        enc = self.tok(prompt, return_tensors="pt")
        return self.tok.decode(self.model.generate(**enc, **params.merged())[0])


if __name__ == "__main__":
    torch.manual_seed(0)
    complete = Completion("Qwen/Qwen2.5-0.5B")
    print(complete("hello world", SamplingParams(overrides={"temperature": 0.0})))
