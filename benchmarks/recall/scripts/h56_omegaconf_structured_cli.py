# classes: 3
# Structured config (OmegaConf) merged with command-line overrides.
from dataclasses import dataclass

from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GenCfg:
    model: str = "mistralai/Mistral-7B-Instruct-v0.3"
    lookup_tokens: int = 3
    max_new_tokens: int = 4
    kv_cache: bool = False  # fits the 16GB card


cfg = OmegaConf.merge(OmegaConf.structured(GenCfg), OmegaConf.from_cli())
tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
enc = tok("the cat sat on the mat. the cat sat on", return_tensors="pt")
out = model.generate(
    **enc,
    prompt_lookup_num_tokens=cfg.lookup_tokens,
    max_new_tokens=cfg.max_new_tokens,
    use_cache=cfg.kv_cache,
)
print(tok.decode(out[0]))
