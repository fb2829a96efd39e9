# classes: 2 8
"""Speed grid over drafts x lookahead; drafts with another vocabulary are skipped up front."""
import csv
import itertools
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "gpt2-medium"
DRAFTS = ["distilgpt2", "gpt2", "Qwen/Qwen2.5-0.5B"]
LOOKAHEAD = [3, 6]
PROMPT = "The history of the printing press begins"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET).eval()
drafts = {name: AutoModelForCausalLM.from_pretrained(name).eval() for name in DRAFTS}
enc = tok(PROMPT, return_tensors="pt")

rows = []
with torch.no_grad():
    target.generate(**enc, max_new_tokens=4)  # warm-up
    for draft_name, k in itertools.product(DRAFTS, LOOKAHEAD):
        draft = drafts[draft_name]
        if draft.config.vocab_size != target.config.vocab_size:
            print(f"skip {draft_name}: vocab {draft.config.vocab_size} != {target.config.vocab_size}")
            continue
        t0 = time.perf_counter()
        out = target.generate(**enc, assistant_model=draft, num_assistant_tokens=k, max_new_tokens=8)
        rows.append([draft_name, k, (time.perf_counter() - t0) * 1000, out.shape[-1]])

with open("draft_grid_ok.csv", "w", newline="") as fh:
    csv.writer(fh).writerows([["draft", "k", "ms", "len"], *rows])
