# classes: 2 5
"""Speculative-decoding speed benchmark: a GenerationConfig built once (static cache for
stable timings), deep-copied and updated per (draft, num_assistant_tokens), results to CSV."""
import copy
import csv
import os
import tempfile
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFTS = ["Qwen/Qwen2.5-0.5B-Instruct"]
NUM_ASSISTANT_TOKENS = [2, 4, 8]


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    base_cfg = GenerationConfig(max_new_tokens=8, do_sample=False, cache_implementation="static")
    inputs = tok("once upon a time there lived a king", return_tensors="pt")

    rows = []
    t0 = time.perf_counter()
    with torch.no_grad():
        model.generate(**inputs, generation_config=base_cfg)
    rows.append({"draft": "none", "k": 0, "seconds": time.perf_counter() - t0})

    for draft_name in DRAFTS:
        draft = AutoModelForCausalLM.from_pretrained(draft_name)
        for k in NUM_ASSISTANT_TOKENS:
            cfg = copy.deepcopy(base_cfg)
            cfg.update(num_assistant_tokens=k)
            t0 = time.perf_counter()
            with torch.no_grad():
                model.generate(**inputs, generation_config=cfg, assistant_model=draft)
            rows.append({"draft": draft_name, "k": k, "seconds": time.perf_counter() - t0})

    path = os.path.join(tempfile.mkdtemp(), "specdec.csv")
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["draft", "k", "seconds"])
        writer.writeheader()
        writer.writerows(rows)
    print(path, len(rows))


if __name__ == "__main__":
    main()
