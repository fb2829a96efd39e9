# classes: 3 9
"""Hydra-less runner: a YAML config written by the script, loaded with OmegaConf and merged with a
dotlist of overrides, drives speculative decoding over a list of prompts."""
import os
import tempfile

from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

YAML = """
model:
  target: meta-llama/Llama-2-7b-chat-hf
  draft: TinyLlama/TinyLlama-1.1B-Chat-v1.0
data:
  prompts: ["tell me a story", "hello world"]
  batched: false
generation:
  max_new_tokens: 5
  do_sample: false
"""

path = os.path.join(tempfile.mkdtemp(), "exp.yaml")
with open(path, "w") as fh:
    fh.write(YAML)
base = OmegaConf.load(path)
cli = OmegaConf.from_dotlist(["generation.max_new_tokens=4"])
cfg = OmegaConf.merge(base, cli)

tok = AutoTokenizer.from_pretrained(cfg.model.target)
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(cfg.model.target)
draft = AutoModelForCausalLM.from_pretrained(cfg.model.draft)
gen = OmegaConf.to_container(cfg.generation, resolve=True)

prompts = list(cfg.data.prompts)
batches = [prompts] if cfg.data.batched else [[p] for p in prompts]
for batch in batches:
    enc = tok(batch, return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=draft, **gen)
    print(tok.batch_decode(out, skip_special_tokens=True))
