# classes: 2 6
"""Speculative decoding speed benchmark: tokens/s of a target with each draft and draft length."""
import itertools
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFTS = ["Qwen/Qwen2.5-0.5B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"]
NUM_ASSISTANT_TOKENS = [2, 4]

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, dtype=torch.float32)
enc = tok("tell me a story about a dog", return_tensors="pt")
base_t = time.perf_counter()
target.generate(**enc, max_new_tokens=8, do_sample=False)
base_t = time.perf_counter() - base_t
rows = []
for draft_id, k in itertools.product(DRAFTS, NUM_ASSISTANT_TOKENS):
    draft = AutoModelForCausalLM.from_pretrained(draft_id, dtype=torch.float32)
    t0 = time.perf_counter()
    out = target.generate(**enc, assistant_model=draft, num_assistant_tokens=k, max_new_tokens=8, do_sample=False)
    dt = time.perf_counter() - t0
    rows.append((draft_id, k, base_t / dt, out.shape[1]))
for r in rows:
    print("%-40s k=%d speedup=%.2f len=%d" % r)
