# classes: 3
"""Augmentation job: read seed prompts from a CSV, sort by length to reduce padding, and write
N rewrites per prompt back to CSV."""
import argparse
import csv
import os
import tempfile

from tqdm import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer

SEEDS = ["the dog", "tell me a story about the fox and the king", "hello", "red green blue one two"]


def write_seed_csv(path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["seed"])
        for s in SEEDS:
            w.writerow([s])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    ap.add_argument("--rewrites", type=int, default=2)
    ap.add_argument("--greedy", dest="sample", action="store_false", help="greedy instead of sampling")
    ap.add_argument("--batch_size", type=int, default=2)
    args = ap.parse_args()

    d = tempfile.mkdtemp()
    src, dst = os.path.join(d, "seeds.csv"), os.path.join(d, "rewrites.csv")
    write_seed_csv(src)
    with open(src) as f:
        seeds = sorted((r["seed"] for r in csv.DictReader(f)), key=len)

    tok = AutoTokenizer.from_pretrained(args.model, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(args.model)
    with open(dst, "w", newline="") as f:
        w = csv.writer(f)
        for i in tqdm(range(0, len(seeds), args.batch_size), desc="batches"):
            chunk = seeds[i : i + args.batch_size]
            enc = tok(chunk, return_tensors="pt", padding=True)
            out = model.generate(**enc, do_sample=args.sample, num_return_sequences=args.rewrites, max_new_tokens=4)
            texts = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
            for k, text in enumerate(texts):
                w.writerow([chunk[k // args.rewrites], text])
    print(open(dst).read())


if __name__ == "__main__":
    main()
