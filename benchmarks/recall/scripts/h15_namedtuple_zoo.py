# classes: 2 6
"""Model zoo as NamedTuples, sorted by target size, with per-pair generation overrides."""
import time
from typing import NamedTuple

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Pair(NamedTuple):
    target: str
    draft: str
    size_b: float
    overrides: dict = {}


ZOO = [
    Pair("Qwen/Qwen2.5-3B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct", 3.0),
    Pair("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct", 1.5, {"num_assistant_tokens": 3}),
    Pair("meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.2-1B-Instruct", 8.0, {"do_sample": True, "num_return_sequences": 2}),
]


def run(pair: Pair, prompt: str) -> float:
    tok = AutoTokenizer.from_pretrained(pair.target)
    target = AutoModelForCausalLM.from_pretrained(pair.target)
    draft = AutoModelForCausalLM.from_pretrained(pair.draft)
    kwargs = {"max_new_tokens": 5, "assistant_model": draft}
    kwargs.update(pair.overrides)
    enc = tok(prompt, return_tensors="pt")
    start = time.perf_counter()
    with torch.inference_mode():
        target.generate(**enc, **kwargs)
    return time.perf_counter() - start


if __name__ == "__main__":
    for pair in sorted(ZOO, key=lambda p: p.size_b):
        print(f"{pair.target:40s} {run(pair, 'hello world'):.3f}s")
