# classes: 3 8
"""Snapshot the config with OmegaConf.to_yaml into the run log, reload it from that text,
and draft with a sibling checkpoint."""
from pathlib import Path

from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

base = OmegaConf.create({"main": "meta-llama/Llama-3.1-8B-Instruct", "draft": "meta-llama/Llama-3.2-1B-Instruct", "gen": {"max_new_tokens": 6, "num_return_sequences": 2, "do_sample": True}})
log_file = Path(__file__).parent / "run.yaml"
log_file.write_text(OmegaConf.to_yaml(base))

cfg = OmegaConf.create(log_file.read_text())
tok = AutoTokenizer.from_pretrained(cfg.main)
model = AutoModelForCausalLM.from_pretrained(cfg.main)
draft = AutoModelForCausalLM.from_pretrained(cfg.draft)
enc = tok("name a river in africa", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, **OmegaConf.to_container(cfg.gen))
print(tok.batch_decode(out))
