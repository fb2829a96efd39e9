# classes: 2 8
"""Speculative decoding sweep over budgets and draft lengths; every budget is positive."""
import itertools

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
main = AutoModelForCausalLM.from_pretrained(MAIN).eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT).eval()
enc = tok("List three fruits:", return_tensors="pt")

for budget, lookahead in itertools.product(range(2, 9, 3), (2, 4)):
    draft.generation_config.num_assistant_tokens = lookahead
    with torch.no_grad():
        out = main.generate(**enc, assistant_model=draft, max_new_tokens=budget, pad_token_id=tok.eos_token_id)
    print(budget, lookahead, out.shape[-1])
