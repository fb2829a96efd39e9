# classes: 8 5
"""Prep step sets the static cache on the generation config for compile-readiness; later the
same model serves with a draft model."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def prepare(name: str):
    model = AutoModelForCausalLM.from_pretrained(name, dtype=torch.float32).eval()
    model.generation_config.cache_implementation = "static"
    model.generation_config.max_new_tokens = 8
    return model


tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = prepare("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft)[0]))
