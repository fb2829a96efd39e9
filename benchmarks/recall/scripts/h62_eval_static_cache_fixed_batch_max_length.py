# classes: 5 3
"""Throughput eval with a static cache on a fixed-shape synthetic batch; the total length comes from
the training config's `generation_max_length`."""
from types import SimpleNamespace

import torch
from transformers import AutoModelForCausalLM

train_cfg = SimpleNamespace(model="Qwen/Qwen2.5-0.5B-Instruct", seq_len=32, generation_max_length=32, eval_bs=2)

model = AutoModelForCausalLM.from_pretrained(train_cfg.model).eval()
model.generation_config.cache_implementation = "static"
ids = torch.ones((train_cfg.eval_bs, train_cfg.seq_len), dtype=torch.long)
with torch.no_grad():
    out = model.generate(ids, attention_mask=torch.ones_like(ids), max_length=train_cfg.generation_max_length)
print(out.shape)
