# classes: 3 7 8
"""Sampling settings as a typing.NamedTuple ported from a vLLM code base, where top_k=-1 means
"no top-k"; the transformers backend passes the tuple's fields straight to generate."""
from typing import NamedTuple

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class SamplingSettings(NamedTuple):
    temperature: float = 0.7
    top_p: float = 0.9
    top_k: int = -1
    max_new_tokens: int = 6


class HFBackend:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def generate(self, prompt, settings: SamplingSettings):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, do_sample=True, **settings._asdict())
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    torch.manual_seed(0)
    print(HFBackend("Qwen/Qwen2.5-0.5B").generate("hello world", SamplingSettings()))
