# classes: 7 6
"""Generator.from_config builds the model and the call settings from a module-level
config dict, the way research codebases wire experiments."""

from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {
    "checkpoint": "Qwen/Qwen2.5-0.5B-Instruct",
    "generation": {"max_new_tokens": 8, "num_return_sequences": 3},
}


@dataclass
class Generator:
    model: torch.nn.Module
    tokenizer: object
    gen_kwargs: dict = field(default_factory=dict)

    @classmethod
    def from_config(cls, cfg):
        tok = AutoTokenizer.from_pretrained(cfg["checkpoint"])
        model = AutoModelForCausalLM.from_pretrained(cfg["checkpoint"])
        return cls(model, tok, dict(cfg.get("generation", {})))

    def __call__(self, prompt, **overrides):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **{**self.gen_kwargs, **overrides})
        return self.tokenizer.batch_decode(out, skip_special_tokens=True)


gen = Generator.from_config(CONFIG)
print(gen("write one line about the sea", do_sample=False))
