# classes: 2 7 8
"""Iterative data generation: each round copies the base GenerationConfig and raises the
temperature and the number of samples."""

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

base = GenerationConfig(max_new_tokens=4, do_sample=True, top_p=0.9)
enc = tok("the dog and the cat", return_tensors="pt")
for round_idx, (t, n) in enumerate([(0.5, 1), (0.8, 2), (1.1, 4)]):
    cfg = copy.deepcopy(base)
    cfg.temperature = t
    cfg.num_return_sequences = n
    out = model.generate(**enc, generation_config=cfg)
    print(round_idx, len(out))
