# classes: 3 2
"""Speculative-decoding benchmark CLI: argparse settings spread with **vars(args); the static
cache is only used for the runs without a draft model."""
import argparse
import time

from transformers import AutoModelForCausalLM, AutoTokenizer


def run(model, draft, max_new_tokens, static_cache, seed):
    tok = AutoTokenizer.from_pretrained(model)
    target = AutoModelForCausalLM.from_pretrained(model)
    gen = {"max_new_tokens": max_new_tokens, "do_sample": False}
    if draft:
        gen["assistant_model"] = AutoModelForCausalLM.from_pretrained(draft)
    elif static_cache:
        gen["cache_implementation"] = "static"
    enc = tok("hello world tell me a story", return_tensors="pt")
    t0 = time.perf_counter()
    target.generate(**enc, **gen)
    return time.perf_counter() - t0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="assisted generation timing")
    parser.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
    parser.add_argument("--draft", default="meta-llama/Llama-3.2-1B")
    parser.add_argument("--max_new_tokens", type=int, default=8)
    parser.add_argument("--static_cache", action="store_true")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(run(**vars(args)))
