# classes: 3 7
"""Training settings in a dataclass; the samples generated after the run use the penalty
field, declared as an int."""

from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class RunConfig:
    model_name: str = "openai-community/gpt2"
    steps: int = 1
    lr: float = 3e-4
    sample_tokens: int = 6
    repetition_penalty: int = 2


def main(cfg: RunConfig):
    tok = AutoTokenizer.from_pretrained(cfg.model_name)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_name)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.lr)
    for _ in range(cfg.steps):
        b = tok("the king and the queen", return_tensors="pt")
        model(**b, labels=b["input_ids"]).loss.backward()
        opt.step()
    model.eval()
    enc = tok("once upon a time", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=cfg.sample_tokens, repetition_penalty=cfg.repetition_penalty,
                         pad_token_id=tok.eos_token_id)
    print(tok.decode(out[0]))


main(RunConfig())
