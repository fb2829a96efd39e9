# classes: 3 9
"""A SimpleNamespace built from a JSON string holds the run settings."""
import json
from types import SimpleNamespace

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

RAW = '{"checkpoint": "Qwen/Qwen2.5-0.5B", "temperature": 0, "sample": true, "max_new_tokens": 5, "seed": 3}'
cfg = SimpleNamespace(**json.loads(RAW))

torch.manual_seed(cfg.seed)
tok = AutoTokenizer.from_pretrained(cfg.checkpoint)
model = AutoModelForCausalLM.from_pretrained(cfg.checkpoint)
batch = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**batch, do_sample=cfg.sample, temperature=cfg.temperature, max_new_tokens=cfg.max_new_tokens)
print(tok.decode(out[0]))
