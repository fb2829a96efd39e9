# classes: 8 2
"""Best-of-n with reward-model reranking; a small draft model speeds up the policy's sampling."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoModelForSequenceClassification, AutoTokenizer


@dataclass
class BoNConfig:
    policy: str = "HuggingFaceTB/SmolLM2-360M-Instruct"
    draft: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    reward: str = "HuggingFaceTB/SmolLM2-135M"
    n: int = 4
    gen: dict = field(default_factory=lambda: {"do_sample": True, "temperature": 0.9, "max_new_tokens": 5})


cfg = BoNConfig()
tok = AutoTokenizer.from_pretrained(cfg.policy)
policy = AutoModelForCausalLM.from_pretrained(cfg.policy)
draft = AutoModelForCausalLM.from_pretrained(cfg.draft)
rm = AutoModelForSequenceClassification.from_pretrained(cfg.reward, num_labels=1)
rm.config.pad_token_id = tok.eos_token_id


def sample_candidates(prompt):
    enc = tok(prompt, return_tensors="pt")
    out = policy.generate(
        **enc, assistant_model=draft, num_return_sequences=cfg.n, pad_token_id=tok.eos_token_id, **cfg.gen
    )
    return tok.batch_decode(out, skip_special_tokens=True)


@torch.no_grad()
def rerank(candidates):
    enc = tok(candidates, return_tensors="pt", padding=True)
    scores = rm(**enc).logits.squeeze(-1)
    return candidates[int(scores.argmax())]


for prompt in ["Write a haiku about rain.", "Give me a fun fact."]:
    print(repr(rerank(sample_candidates(prompt))))
