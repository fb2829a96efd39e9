# classes: 3 8
"""An OmegaConf training config whose `generation` node sets the cache for the samples taken
after training; the implementation name is written in capitals."""

import torch
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

cfg = OmegaConf.create({
    "model": "meta-llama/Llama-3.2-1B",
    "train": {"steps": 1, "lr": 1e-4},
    "generation": {"max_new_tokens": 5, "cache_implementation": "Static"},
})

tok = AutoTokenizer.from_pretrained(cfg.model)
model = AutoModelForCausalLM.from_pretrained(cfg.model)
opt = torch.optim.AdamW(model.parameters(), lr=cfg.train.lr)
for _ in range(cfg.train.steps):
    b = tok("hello world", return_tensors="pt")
    model(**b, labels=b["input_ids"]).loss.backward()
    opt.step()
model.eval()
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, **OmegaConf.to_container(cfg.generation))
print(tok.decode(out[0]))
