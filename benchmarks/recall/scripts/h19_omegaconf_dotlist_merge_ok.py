# classes: 3 1
"""Base config merged with dotlist overrides as a launcher passes them."""
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

base = OmegaConf.create({"model": "facebook/opt-350m", "draft": "facebook/opt-125m", "gen": {"max_new_tokens": 6, "use_cache": False}})
overrides = OmegaConf.from_dotlist(["gen.use_cache=true", "gen.max_new_tokens=5"])
cfg = OmegaConf.merge(base, overrides)

tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
draft = AutoModelForCausalLM.from_pretrained(cfg.draft)
enc = tok("Paris is the capital of", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, use_cache=cfg.gen.use_cache, max_new_tokens=cfg.gen.max_new_tokens)
print(tok.decode(out[0]))
