# classes: 2 3
"""Sampling grid for speculative decoding quality checks.

For every (temperature, n) cell we draw n samples per prompt and store the outputs for a
later judge pass. Assisted generation returns one sequence per call, so n samples are n calls.
"""
import argparse
import csv
import itertools
import os
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TEMPERATURES = [0.3, 0.7, 1.0]
SAMPLES = [1, 3]


def cli():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="microsoft/Phi-3-mini-4k-instruct")
    ap.add_argument("--draft", default="microsoft/Phi-3.5-mini-instruct")
    ap.add_argument("--out", default="sampling_grid.csv")
    ap.add_argument("--max-new-tokens", type=int, default=6)
    ap.add_argument("--seed", type=int, default=0)
    return ap.parse_args()


def cell_kwargs(temperature, n, max_new_tokens):
    return dict(do_sample=True, temperature=temperature, max_new_tokens=max_new_tokens)


def sample_cell(model, draft, tok, prompt, kwargs):
    enc = tok(prompt, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, assistant_model=draft, **kwargs)
    return tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def run_grid(args, model, draft, tok, prompts):
    rows = []
    for temperature, n in itertools.product(TEMPERATURES, SAMPLES):
        kwargs = cell_kwargs(temperature, n, args.max_new_tokens)
        for prompt in prompts:
            torch.manual_seed(args.seed)
            t0 = time.perf_counter()
            texts = []
            for _ in range(n):
                texts.extend(sample_cell(model, draft, tok, prompt, kwargs))
            elapsed = time.perf_counter() - t0
            for i, text in enumerate(texts):
                rows.append({"temperature": temperature, "n": n, "i": i, "prompt": prompt, "text": text, "s": elapsed})
    return rows


def main():
    args = cli()
    tok = AutoTokenizer.from_pretrained(args.target)
    model = AutoModelForCausalLM.from_pretrained(args.target)
    draft = AutoModelForCausalLM.from_pretrained(args.draft)
    rows = run_grid(args, model, draft, tok, ["tell me a story", "hello world"])
    new_file = not os.path.exists(args.out)
    with open(args.out, "a", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["temperature", "n", "i", "prompt", "text", "s"])
        if new_file:
            w.writeheader()
        w.writerows(rows)
    print(f"wrote {len(rows)} rows to {args.out}")


if __name__ == "__main__":
    main()
