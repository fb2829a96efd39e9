# classes: 2 4
"""Draft size study; the batch loop stops before the first batched point when a draft is used."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "meta-llama/Llama-3.1-8B-Instruct"
DRAFTS = {"none": None, "1B": "meta-llama/Llama-3.2-1B-Instruct"}
PROMPTS = ["Write a haiku about rain.", "List three prime numbers.", "Name a planet."]

tok = AutoTokenizer.from_pretrained(MAIN)
tok.pad_token = tok.eos_token
tok.padding_side = "left"
main = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)

for size, repo in DRAFTS.items():
    draft = AutoModelForCausalLM.from_pretrained(repo, torch_dtype=torch.float32) if repo else None
    for bs in (1, 3):
        if draft is not None and bs > 1:
            break
        batch = tok(PROMPTS[:bs], return_tensors="pt", padding=True)
        t0 = time.perf_counter()
        main.generate(**batch, assistant_model=draft, max_new_tokens=6)
        print(size, bs, f"{time.perf_counter() - t0:.3f}s")
