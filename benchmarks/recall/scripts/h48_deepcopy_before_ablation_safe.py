# classes: 7 1
"""Ablation: cache off for the baseline, but the assisted run uses a snapshot taken before.

`copy.deepcopy` freezes the config before the ablation edits it.
"""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "EleutherAI/pythia-160m"
DRAFT = "EleutherAI/pythia-70m"

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

base = GenerationConfig(max_new_tokens=8, do_sample=False, use_cache=True, pad_token_id=tok.eos_token_id)
snapshot = copy.deepcopy(base)
base.use_cache = False

batch = tok(["Once upon a time"], return_tensors="pt")
print(tok.decode(model.generate(**batch, generation_config=base)[0]))
print(tok.decode(model.generate(**batch, generation_config=snapshot, assistant_model=draft)[0]))
