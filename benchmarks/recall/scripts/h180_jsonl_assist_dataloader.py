# classes: 3 7
"""Offline batch job: prompts are written to a JSON-lines file, read back into a DataLoader whose
collate function tokenizes with left padding, and every batch is generated with a small draft
model for speculative decoding. Outputs go to another JSON-lines file."""
import argparse
import json
import os
import tempfile

import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = ["tell me a story about cats", "the quick brown fox", "once upon a time there lived a king",
           "hello world", "tell me about the garden", "one two three four"]


def parse_args():
    p = argparse.ArgumentParser(description="speculative batch generation over a jsonl file")
    p.add_argument("--model", default="Qwen/Qwen2.5-1.5B-Instruct")
    p.add_argument("--draft", default="Qwen/Qwen2.5-0.5B-Instruct")
    p.add_argument("--batch_size", type=int, default=4)
    p.add_argument("--max_new_tokens", type=int, default=6)
    return p.parse_args()


def main():
    args = parse_args()
    workdir = tempfile.mkdtemp()
    src = os.path.join(workdir, "in.jsonl")
    with open(src, "w") as f:
        for i, p in enumerate(PROMPTS):
            f.write(json.dumps({"id": i, "prompt": p}) + "\n")
    rows = [json.loads(line) for line in open(src)]

    tok = AutoTokenizer.from_pretrained(args.model, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(args.model).eval()
    draft = AutoModelForCausalLM.from_pretrained(args.draft).eval()

    def collate(batch):
        enc = tok([r["prompt"] for r in batch], return_tensors="pt", padding=True)
        return [r["id"] for r in batch], enc

    loader = DataLoader(rows, batch_size=args.batch_size, collate_fn=collate)
    out_path = os.path.join(workdir, "out.jsonl")
    with open(out_path, "w") as out, torch.no_grad():
        for ids, enc in loader:
            gen = model.generate(**enc, assistant_model=draft, max_new_tokens=args.max_new_tokens, do_sample=False)
            texts = tok.batch_decode(gen[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
            for i, t in zip(ids, texts):
                out.write(json.dumps({"id": i, "completion": t}) + "\n")
    print(open(out_path).read())


if __name__ == "__main__":
    main()
