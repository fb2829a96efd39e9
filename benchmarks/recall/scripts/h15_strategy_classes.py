# classes: 7 2
"""Decoding strategies as small classes; the benchmark instantiates each from a registry."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2-medium"
DRAFT_ID = "distilbert/distilgpt2"


class Strategy:
    name = "base"

    def __init__(self, draft=None):
        self.draft = draft

    def kwargs(self):
        raise NotImplementedError


class Greedy(Strategy):
    name = "greedy"

    def kwargs(self):
        return {"do_sample": False}


class Speculative(Strategy):
    name = "speculative"
    num_assistant_tokens = 5

    def kwargs(self):
        return {"assistant_model": self.draft, "num_assistant_tokens": self.num_assistant_tokens}


class SpeculativeBeams(Speculative):
    name = "speculative+beams"

    def kwargs(self):
        kw = super().kwargs()
        kw.update(num_beams=2, num_return_sequences=2)
        return kw


REGISTRY = {cls.name: cls for cls in (Greedy, Speculative, SpeculativeBeams)}


def bench(model, tok, strategy, prompt="tell me a story"):
    enc = tok(prompt, return_tensors="pt")
    t0 = time.perf_counter()
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=5, **strategy.kwargs())
    return out.shape, time.perf_counter() - t0


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
    for name, cls in REGISTRY.items():
        shape, seconds = bench(model, tok, cls(draft=draft))
        print(f"{name:20s} {tuple(shape)} {seconds:.3f}s")


if __name__ == "__main__":
    main()
