# classes: 3 9
"""Hydra-style structured config (cfg.model.*, cfg.generation.*) built from nested dataclasses."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class ModelCfg:
    name: str = "codellama/CodeLlama-7b-Instruct-hf"
    draft: str = "codellama/CodeLlama-7b-hf"


@dataclass
class GenerationCfg:
    max_new_tokens: int = 8
    num_beams: int = 1
    do_sample: bool = True
    num_return_sequences: int = 2


@dataclass
class Config:
    model: ModelCfg = field(default_factory=ModelCfg)
    generation: GenerationCfg = field(default_factory=GenerationCfg)


def run(cfg: Config):
    tok = AutoTokenizer.from_pretrained(cfg.model.name)
    model = AutoModelForCausalLM.from_pretrained(cfg.model.name)
    draft = AutoModelForCausalLM.from_pretrained(cfg.model.draft)
    enc = tok("def add(a, b):", return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        max_new_tokens=cfg.generation.max_new_tokens,
        do_sample=cfg.generation.do_sample,
        num_return_sequences=cfg.generation.num_return_sequences,
    )
    print(tok.batch_decode(out))


run(Config())
