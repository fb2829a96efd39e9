# classes: 2 3
"""Memory-constrained sweep: configurations that run out of memory are skipped.

Low-VRAM mode turns off the KV cache for the long-context rows.
"""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

ROWS = [
    {"name": "short", "repeat": 1, "low_vram": False},
    {"name": "long", "repeat": 6, "low_vram": True},
]


def args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="facebook/opt-350m")
    p.add_argument("--draft", default="facebook/opt-125m")
    return p.parse_args()


def row_kwargs(row, draft):
    kw = dict(assistant_model=draft, max_new_tokens=5)
    if row["low_vram"]:
        kw["use_cache"] = False
    return kw


def main():
    a = args()
    tok = AutoTokenizer.from_pretrained(a.model)
    model = AutoModelForCausalLM.from_pretrained(a.model)
    draft = AutoModelForCausalLM.from_pretrained(a.draft)
    for row in ROWS:
        enc = tok(" ".join(["the quick brown fox"] * row["repeat"]), return_tensors="pt")
        try:
            t0 = time.perf_counter()
            with torch.inference_mode():
                model.generate(**enc, **row_kwargs(row, draft))
            print(row["name"], f"{time.perf_counter() - t0:.3f}s")
        except RuntimeError as err:
            print(row["name"], "skipped (likely OOM):", str(err)[:80])
            continue


if __name__ == "__main__":
    main()
