# classes: 7 2
"""Eval helper: models are loaded once through lru_cache; generation runs under inference_mode."""
from functools import lru_cache

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@lru_cache(maxsize=4)
def load(name: str):
    return AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name)


@torch.inference_mode()
def sample_answers(question: str, k: int = 3):
    tok, model = load("microsoft/Phi-3.5-mini-instruct")
    enc = tok(question, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, num_return_sequences=k, max_new_tokens=8)
    return tok.batch_decode(out, skip_special_tokens=True)


@torch.inference_mode()
def best_answer(question: str):
    tok, model = load("microsoft/Phi-3.5-mini-instruct")
    _, draft = load("microsoft/Phi-3-mini-4k-instruct")
    enc = tok(question, return_tensors="pt")
    return tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=8)[0])


for q in ["who is the king", "what is blue"]:
    print(sample_answers(q), best_answer(q))
