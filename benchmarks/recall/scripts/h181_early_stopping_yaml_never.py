# classes: 3 8
"""Beam search summarizer configured from YAML; the YAML author wrote early_stopping as
"never", one of the values the docs list, and the dataclass passes it on unchanged."""
from dataclasses import dataclass, field

import yaml
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

CONFIG = """
model: t5-small
num_beams: 3
early_stopping: never
max_new_tokens: 6
"""


@dataclass
class SummarizeConfig:
    model: str = "t5-small"
    num_beams: int = 2
    early_stopping: object = field(default=True)
    max_new_tokens: int = 8


cfg = SummarizeConfig(**yaml.safe_load(CONFIG))
tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForSeq2SeqLM.from_pretrained(cfg.model)
enc = tok("summarize: The quick brown fox jumps over the lazy dog near the river bank.", return_tensors="pt")
try:
    out = model.generate(**enc, num_beams=cfg.num_beams, early_stopping=cfg.early_stopping, max_new_tokens=cfg.max_new_tokens)
except TypeError:
    out = model.generate(**enc, num_beams=cfg.num_beams, max_new_tokens=cfg.max_new_tokens)
print(tok.decode(out[0], skip_special_tokens=True))
