# classes: 1 2 7
"""Latency probe: plain static-cache decoding vs. speculative decoding."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def build_kwargs(speculative: bool) -> dict:
    if speculative:
        return {"assistant_model": draft, "num_assistant_tokens": 4}
    return {"cache_implementation": "static"}


def probe(speculative: bool) -> float:
    enc = tokenizer("tell me a story about the red fox", return_tensors="pt")
    start = time.perf_counter()
    with torch.no_grad():
        model.generate(**enc, max_new_tokens=10, **build_kwargs(speculative))
    return time.perf_counter() - start


for speculative in (False, True):
    print("speculative" if speculative else "static", f"{probe(speculative):.3f}s")
