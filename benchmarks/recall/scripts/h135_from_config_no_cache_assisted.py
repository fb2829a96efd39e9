# classes: 7 6
"""A unit test builds a randomly initialised model from the checkpoint's config with the cache
turned off (AutoModelForCausalLM.from_config), and tries speculative decoding on it."""
import torch
from transformers import AutoConfig, AutoModelForCausalLM

cfg = AutoConfig.from_pretrained("HuggingFaceTB/SmolLM2-135M")
cfg.use_cache = False
torch.manual_seed(0)
model = AutoModelForCausalLM.from_config(cfg)
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
ids = torch.tensor([[5, 6, 7, 8]])
print(model.generate(ids, attention_mask=torch.ones_like(ids), assistant_model=draft, max_new_tokens=4).tolist())
