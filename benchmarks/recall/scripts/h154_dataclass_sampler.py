# classes: 3 8
"""Data-factory settings as a dataclass: how many candidates per prompt and whether to sample."""

from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SamplerConfig:
    model: str = "HuggingFaceTB/SmolLM2-135M"
    candidates: int = 3
    do_sample: bool = False
    max_new_tokens: int = 4


cfg = SamplerConfig()
tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
enc = tok("a fact about the sky :", return_tensors="pt")
out = model.generate(
    **enc, do_sample=cfg.do_sample, num_return_sequences=cfg.candidates, max_new_tokens=cfg.max_new_tokens
)
print(tok.batch_decode(out, skip_special_tokens=True))
