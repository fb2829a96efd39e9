# classes: 2 7 8
"""Iterative data generation: each round copies the base GenerationConfig and asks for more
candidates than the last (beam search, width fixed)."""

import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

base = GenerationConfig(max_new_tokens=4, num_beams=3, do_sample=False)
enc = tok("the dog and the cat", return_tensors="pt")
for round_idx, n in enumerate([1, 2, 4]):
    cfg = copy.deepcopy(base)
    cfg.num_return_sequences = n
    out = model.generate(**enc, generation_config=cfg)
    print(round_idx, len(out))
