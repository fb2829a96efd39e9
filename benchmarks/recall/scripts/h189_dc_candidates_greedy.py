# classes: 3 9
"""Dataclass settings for a "give me N candidates" helper; sampling is a field that defaults off."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class CandidateConfig:
    checkpoint: str = "microsoft/phi-1_5"
    num_candidates: int = 3
    sample: bool = False
    max_new_tokens: int = 5


def candidates(cfg: CandidateConfig, prompt: str):
    tok = AutoTokenizer.from_pretrained(cfg.checkpoint)
    model = AutoModelForCausalLM.from_pretrained(cfg.checkpoint)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc, do_sample=cfg.sample, num_return_sequences=cfg.num_candidates, max_new_tokens=cfg.max_new_tokens
    )
    return tok.batch_decode(out, skip_special_tokens=True)


print(candidates(CandidateConfig(), "def fibonacci(n):"))
