# classes: 3 7
"""The same engine config dataclass, instantiated in sample mode: __post_init__ turns sampling
on, so two candidates per prompt are fine."""
import enum
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Mode(enum.Enum):
    GREEDY = "greedy"
    SAMPLE = "sample"


@dataclass
class EngineConfig:
    model_id: str = "HuggingFaceTB/SmolLM2-135M"
    mode: Mode = "greedy"
    num_candidates: int = 2
    max_new_tokens: int = 6

    def __post_init__(self):
        self.mode = Mode(str(self.mode).lower())
        self.do_sample = self.mode is Mode.SAMPLE

    def generation_kwargs(self):
        kwargs = dict(max_new_tokens=self.max_new_tokens, do_sample=self.do_sample)
        if self.do_sample:
            kwargs["num_return_sequences"] = self.num_candidates
        return kwargs


if __name__ == "__main__":
    torch.manual_seed(0)
    cfg = EngineConfig(mode="Sample")
    tok = AutoTokenizer.from_pretrained(cfg.model_id)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_id)
    enc = tok("once upon a time", return_tensors="pt")
    print(tok.batch_decode(model.generate(**enc, **cfg.generation_kwargs()), skip_special_tokens=True))
