# classes: 3 2
"""Latency vs batch size for greedy and assisted decoding.

    python batch_bench.py --batch-sizes 1,2,4 --assistant distilbert/distilgpt2
"""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

WORDS = "the quick brown fox jumps over the lazy dog once upon a time there lived a king".split()


def make_prompts(n, length=8):
    prompts = []
    for i in range(n):
        start = i % (len(WORDS) - length)
        prompts.append(" ".join(WORDS[start : start + length]))
    return prompts


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="openai-community/gpt2-medium")
    parser.add_argument("--assistant", default="distilbert/distilgpt2")
    parser.add_argument("--batch-sizes", default="1,2", help="comma separated")
    parser.add_argument("--max-new-tokens", type=int, default=6)
    parser.add_argument("--warmup", type=int, default=1)
    return parser.parse_args()


class Runner:
    def __init__(self, model_id, assistant_id, max_new_tokens):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.tokenizer.pad_token = self.tokenizer.eos_token
        self.tokenizer.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.assistant = AutoModelForCausalLM.from_pretrained(assistant_id) if assistant_id else None
        self.max_new_tokens = max_new_tokens

    def encode(self, prompts):
        return self.tokenizer(prompts, return_tensors="pt", padding=True)

    @torch.inference_mode()
    def step(self, batch, assisted):
        extra = {"assistant_model": self.assistant} if assisted else {}
        return self.model.generate(
            **batch,
            max_new_tokens=self.max_new_tokens,
            pad_token_id=self.tokenizer.pad_token_id,
            **extra,
        )

    def measure(self, batch_size, assisted, warmup):
        batch = self.encode(make_prompts(batch_size))
        for _ in range(warmup):
            self.step(batch, assisted)
        t0 = time.perf_counter()
        self.step(batch, assisted)
        return time.perf_counter() - t0


def main():
    args = get_args()
    sizes = [int(s) for s in args.batch_sizes.split(",")]
    runner = Runner(args.model, args.assistant, args.max_new_tokens)
    print(f"{'bs':>3} {'mode':>9} {'seconds':>8}")
    for bs in sizes:
        for assisted in (False, True):
            if assisted and runner.assistant is None:
                continue
            seconds = runner.measure(bs, assisted, args.warmup)
            print(f"{bs:>3} {'assisted' if assisted else 'greedy':>9} {seconds:8.3f}")


if __name__ == "__main__":
    main()
