# classes: 2 8
"""MBPP runner: beam search keeps the top beams as candidate programs for pass@k."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class EvalConfig:
    model: str = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
    num_beams: int = 2
    k: int = 4
    max_new_tokens: int = 8


MBPP = [
    {"text": "Write a function to add two numbers.", "code_prefix": "def add(a, b):"},
    {"text": "Write a function to reverse a list.", "code_prefix": "def rev(xs):"},
]

cfg = EvalConfig()
tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
for task in MBPP:
    prompt = f'"""{task["text"]}"""\n{task["code_prefix"]}'
    enc = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        beams = model.generate(
            **enc,
            num_beams=cfg.num_beams,
            num_return_sequences=cfg.k,
            max_new_tokens=cfg.max_new_tokens,
            early_stopping=True,
        )
    print([tok.decode(b[enc.input_ids.shape[1] :], skip_special_tokens=True) for b in beams])
