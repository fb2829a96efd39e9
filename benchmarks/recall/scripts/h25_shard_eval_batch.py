# classes: 3 9
"""Sharded evaluation of a prompt list with speculative decoding.

Each rank takes its slice of the prompts (RANK / WORLD_SIZE from the environment,
defaults for a single-process debug run) and generates them in mini-batches.
"""
import json
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = [
    "Write a haiku about rain.",
    "What is 17 times 3?",
    "Name a prime number above 50.",
    "Translate 'good morning' to French.",
]


def shard(items, rank, world_size):
    return items[rank::world_size]


def batched(items, size):
    for i in range(0, len(items), size):
        yield items[i : i + size]


def main():
    rank = int(os.environ.get("RANK", "0"))
    world_size = int(os.environ.get("WORLD_SIZE", "1"))
    batch_size = int(os.environ.get("EVAL_BATCH_SIZE", "2"))

    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

    records = []
    for chunk in batched(shard(PROMPTS, rank, world_size), batch_size):
        enc = tok(chunk, return_tensors="pt", padding=True)
        with torch.no_grad():
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
        texts = tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
        records.extend({"rank": rank, "prompt": p, "output": t} for p, t in zip(chunk, texts))

    with open(f"shard-{rank:02d}.jsonl", "w") as fh:
        for rec in records:
            fh.write(json.dumps(rec) + "\n")
    print(f"rank {rank}/{world_size}: wrote {len(records)} records")


if __name__ == "__main__":
    main()
