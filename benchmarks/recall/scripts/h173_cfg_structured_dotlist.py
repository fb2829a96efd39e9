# classes: 3 9
"""OmegaConf.structured over dataclasses, with overrides given as a dotlist (as a sweep launcher passes them)."""
from dataclasses import dataclass, field

from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Gen:
    max_new_tokens: int = 5
    do_sample: bool = False
    num_return_sequences: int = 1


@dataclass
class Cfg:
    checkpoint: str = "allenai/OLMo-1B-hf"
    gen: Gen = field(default_factory=Gen)


SWEEP_OVERRIDES = ["gen.num_return_sequences=3", "gen.max_new_tokens=4"]
cfg = OmegaConf.merge(OmegaConf.structured(Cfg), OmegaConf.from_dotlist(SWEEP_OVERRIDES))
tok = AutoTokenizer.from_pretrained(cfg.checkpoint)
model = AutoModelForCausalLM.from_pretrained(cfg.checkpoint)
enc = tok("the garden of the king", return_tensors="pt")
out = model.generate(**enc, **OmegaConf.to_container(cfg.gen))
print(tok.batch_decode(out, skip_special_tokens=True))
