# classes: 9 2
"""Batch inference over a CSV of support tickets with speculative decoding.

Reads tickets.csv, generates a one-line summary per ticket one row at a time
(the draft model needs batch size 1), and writes summaries.csv.
"""
import csv
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_CKPT = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT_CKPT = "HuggingFaceTB/SmolLM2-135M-Instruct"
BATCH_SIZE = 1  # speculative decoding handles one row at a time

SAMPLE = """id,subject,body
1,Login fails,I cannot log in since the update
2,Invoice missing,The March invoice never arrived
3,Slow dashboard,The dashboard takes a minute to load
4,Refund,Please refund my last order
5,Password reset,The reset link has expired
"""


def load_rows(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def build_prompt(row):
    return f"Summarize the ticket.\nSubject: {row['subject']}\nBody: {row['body']}\nSummary:"


def main():
    if not os.path.exists("tickets.csv"):
        with open("tickets.csv", "w") as fh:
            fh.write(SAMPLE)
    rows = load_rows("tickets.csv")

    tokenizer = AutoTokenizer.from_pretrained(MAIN_CKPT)
    tokenizer.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(MAIN_CKPT)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_CKPT)

    results = []
    for i in range(0, len(rows), BATCH_SIZE):
        chunk = rows[i : i + BATCH_SIZE]
        prompts = [build_prompt(r) for r in chunk]
        enc = tokenizer(prompts, return_tensors="pt", padding=True)
        with torch.no_grad():
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=8, do_sample=False)
        texts = tokenizer.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
        for row, text in zip(chunk, texts):
            results.append({"id": row["id"], "summary": text.strip()})

    with open("summaries.csv", "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=["id", "summary"])
        writer.writeheader()
        writer.writerows(results)
    print(f"wrote {len(results)} summaries")


if __name__ == "__main__":
    main()
