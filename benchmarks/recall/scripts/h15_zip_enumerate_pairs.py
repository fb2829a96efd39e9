# classes: 2 6
"""Targets and drafts kept in two parallel lists (as in the paper's appendix)."""
import csv
import io
import time
from contextlib import contextmanager

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGETS = ["microsoft/phi-2", "openai-community/gpt2-large", "facebook/opt-1.3b"]
DRAFTS = ["microsoft/phi-1_5", "distilbert/distilgpt2", "EleutherAI/pythia-70m"]


@contextmanager
def timed(record, key):
    t0 = time.perf_counter()
    yield
    record[key] = round(time.perf_counter() - t0, 4)


def main():
    rows = []
    for i, (target_id, draft_id) in enumerate(zip(TARGETS, DRAFTS)):
        tok = AutoTokenizer.from_pretrained(target_id)
        target = AutoModelForCausalLM.from_pretrained(target_id)
        draft = AutoModelForCausalLM.from_pretrained(draft_id)
        enc = tok("the quick brown fox", return_tensors="pt")
        record = {"i": i, "target": target_id, "draft": draft_id}
        with torch.inference_mode(), timed(record, "seconds"):
            target.generate(**enc, assistant_model=draft, max_new_tokens=5)
        rows.append(record)
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["i", "target", "draft", "seconds"])
    writer.writeheader()
    writer.writerows(rows)
    print(buf.getvalue())


if __name__ == "__main__":
    main()
