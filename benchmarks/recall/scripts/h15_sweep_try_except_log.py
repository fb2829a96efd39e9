# classes: 2 6
"""Robust sweep: one bad (target, draft) pair must not kill the whole night's run.

Failures are logged into the results table with the exception text.
"""
import csv
import sys
import time
import traceback

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRS = [
    ("openai-community/gpt2-medium", "distilbert/distilgpt2"),
    ("facebook/opt-1.3b", "facebook/opt-125m"),
    ("EleutherAI/pythia-1.4b", "openai-community/gpt2"),
]


def run_pair(target_id, draft_id, prompt="the quick brown fox", max_new_tokens=6):
    tok = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    inputs = tok(prompt, return_tensors="pt")
    t0 = time.perf_counter()
    with torch.inference_mode():
        target.generate(**inputs, assistant_model=draft, max_new_tokens=max_new_tokens)
    return time.perf_counter() - t0


def main():
    rows = []
    for target_id, draft_id in PAIRS:
        row = {"target": target_id, "draft": draft_id, "seconds": "", "error": ""}
        try:
            row["seconds"] = f"{run_pair(target_id, draft_id):.3f}"
        except Exception as exc:  # keep going, record the failure
            row["error"] = f"{type(exc).__name__}: {exc}"
            traceback.print_exc(limit=1)
        rows.append(row)
    writer = csv.DictWriter(sys.stdout, fieldnames=["target", "draft", "seconds", "error"])
    writer.writeheader()
    writer.writerows(rows)


if __name__ == "__main__":
    main()
