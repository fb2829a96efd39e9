# classes: 3 2
"""Sharded best-of-n synthesis job: each worker takes --shard-id of --num-shards and samples
--num-samples completions per prompt; run with no flags it processes shard 0 of 1."""
import argparse
import json
import sys

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = [f"Write a short fact about the number {i}." for i in range(8)]


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    p.add_argument("--shard-id", type=int, default=0)
    p.add_argument("--num-shards", type=int, default=1)
    p.add_argument("--num-samples", type=int, default=4)
    p.add_argument("--temperature", type=float, default=0.0)
    p.add_argument("--max-new-tokens", type=int, default=8)
    return p.parse_args()


def score(text: str) -> float:
    return -abs(len(text) - 40)


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    shard = PROMPTS[args.shard_id :: args.num_shards]
    for prompt in shard:
        enc = tok(prompt, return_tensors="pt")
        with torch.no_grad():
            out = model.generate(
                **enc,
                do_sample=True,
                temperature=args.temperature,
                num_return_sequences=args.num_samples,
                max_new_tokens=args.max_new_tokens,
            )
        cands = tok.batch_decode(out[:, enc.input_ids.shape[-1]:], skip_special_tokens=True)
        best = max(cands, key=score)
        sys.stdout.write(json.dumps({"prompt": prompt, "best": best}) + "\n")


if __name__ == "__main__":
    main()
