# classes: 2 8
"""Speed grid: every draft checkpoint x lookahead, warm-up first, results to CSV."""
import csv
import itertools
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "gpt2-medium"
DRAFTS = ["distilgpt2", "gpt2", "Qwen/Qwen2.5-0.5B"]
LOOKAHEAD = [3, 6]
PROMPT = "The history of the printing press begins"
WARMUP = 2

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET).eval()
drafts = {name: AutoModelForCausalLM.from_pretrained(name).eval() for name in DRAFTS}
enc = tok(PROMPT, return_tensors="pt")

rows = []
with torch.no_grad():
    for _ in range(WARMUP):
        target.generate(**enc, max_new_tokens=4)
    for draft_name, k in itertools.product(DRAFTS, LOOKAHEAD):
        draft = drafts[draft_name]
        draft.generation_config.num_assistant_tokens = k
        t0 = time.perf_counter()
        out = target.generate(**enc, assistant_model=draft, max_new_tokens=8, do_sample=False)
        dt = time.perf_counter() - t0
        rows.append({"draft": draft_name, "k": k, "ms": round(dt * 1000, 2), "new": out.shape[1] - enc.input_ids.shape[1]})

with open("draft_grid.csv", "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=["draft", "k", "ms", "new"])
    w.writeheader()
    w.writerows(rows)
print(f"wrote {len(rows)} rows")
