# classes: 3 8
"""Compare KV-cache implementations for plain and speculative decoding.

    python cache_bench.py --cache-implementation static --draft HuggingFaceTB/SmolLM2-135M
"""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-1.7B-Instruct")
    parser.add_argument("--draft", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    parser.add_argument("--cache-implementation", default="static", choices=["dynamic", "static", "offloaded"])
    parser.add_argument("--max-new-tokens", type=int, default=6)
    parser.add_argument("--iters", type=int, default=2)
    return parser.parse_args()


def timeit(fn, iters):
    best = float("inf")
    for _ in range(iters):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main():
    args = parse()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    model.generation_config.cache_implementation = args.cache_implementation
    draft = AutoModelForCausalLM.from_pretrained(args.draft) if args.draft else None
    inputs = tok("hello world tell me a story", return_tensors="pt")

    def plain():
        with torch.inference_mode():
            model.generate(**inputs, max_new_tokens=args.max_new_tokens)

    def assisted():
        with torch.inference_mode():
            model.generate(**inputs, max_new_tokens=args.max_new_tokens, assistant_model=draft)

    print(f"plain    ({args.cache_implementation}): {timeit(plain, args.iters):.3f}s")
    if draft is None:
        return
    print(f"assisted ({args.cache_implementation}): {timeit(assisted, args.iters):.3f}s")


if __name__ == "__main__":
    main()
