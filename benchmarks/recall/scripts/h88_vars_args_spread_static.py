# classes: 3 2
"""Speculative-decoding benchmark CLI: argparse settings spread into the runner with
**vars(args); the cache implementation defaults to "static" for compiled-style timings."""
import argparse
import time

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
    p.add_argument("--draft", default="meta-llama/Llama-3.2-1B")
    p.add_argument("--max_new_tokens", type=int, default=8)
    p.add_argument("--num_assistant_tokens", type=int, default=4)
    p.add_argument("--cache_implementation", default="static", choices=["static", "dynamic", "none"])
    p.add_argument("--repeats", type=int, default=1)
    return p.parse_args()


def run(model, draft, max_new_tokens, num_assistant_tokens, cache_implementation, repeats):
    tok = AutoTokenizer.from_pretrained(model)
    target = AutoModelForCausalLM.from_pretrained(model)
    assistant = AutoModelForCausalLM.from_pretrained(draft) if draft else None
    gen = dict(max_new_tokens=max_new_tokens, do_sample=False)
    if cache_implementation != "none":
        gen["cache_implementation"] = cache_implementation
    if assistant is not None:
        gen.update(assistant_model=assistant, num_assistant_tokens=num_assistant_tokens)
    enc = tok("hello world tell me a story", return_tensors="pt")
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        target.generate(**enc, **gen)
        times.append(time.perf_counter() - t0)
    return min(times)


if __name__ == "__main__":
    args = parse()
    print(f"best of {args.repeats}: {run(**vars(args)):.3f}s")
