# classes: 2 8
"""Speculative decoding: acceptance vs. generation budget, main model and a draft from the same family."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
main = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32).eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32).eval()

enc = tok("Write one sentence about the sea.", return_tensors="pt")
results = []
for budget in range(0, 12, 4):
    t0 = time.perf_counter()
    out = main.generate(**enc, assistant_model=draft, max_new_tokens=budget, do_sample=False, pad_token_id=tok.eos_token_id)
    dt = time.perf_counter() - t0
    results.append((budget, out.shape[-1] - enc["input_ids"].shape[-1], dt))
for row in results:
    print("budget=%d produced=%d %.3fs" % row)
