# classes: 3 2
"""Prompt lookup decoding benchmark (no draft model): n-gram matching against the prompt.

    python prompt_lookup_bench.py --ngram 3 --max-new-tokens 16 --use-cache
"""
import argparse
import statistics
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DOCUMENT = (
    "the king loved the garden and the queen loved the garden . "
    "tell me a story about the king and the queen who loved the garden ."
)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
    p.add_argument("--ngram", type=int, default=3, help="prompt_lookup_num_tokens")
    p.add_argument("--max-ngram-size", type=int, default=2)
    p.add_argument("--max-new-tokens", type=int, default=8)
    p.add_argument("--repeats", type=int, default=2)
    p.add_argument("--use-cache", action="store_true", help="enable the KV cache")
    p.add_argument("--dtype", choices=["float32", "bfloat16"], default="float32")
    return p.parse_args()


def load(args):
    dtype = getattr(torch, args.dtype)
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model, dtype=dtype)
    return tok, model.eval()


def lookup_kwargs(args):
    return dict(
        prompt_lookup_num_tokens=args.ngram,
        max_matching_ngram_size=args.max_ngram_size,
        max_new_tokens=args.max_new_tokens,
        use_cache=args.use_cache,
    )


def bench(model, inputs, repeats, **gen_kwargs):
    times = []
    out = None
    for _ in range(repeats):
        t0 = time.perf_counter()
        with torch.inference_mode():
            out = model.generate(**inputs, **gen_kwargs)
        times.append(time.perf_counter() - t0)
    return out, statistics.median(times)


def main():
    args = parse_args()
    tok, model = load(args)
    inputs = tok(DOCUMENT, return_tensors="pt")
    _, t_greedy = bench(model, inputs, args.repeats, max_new_tokens=args.max_new_tokens)
    out, t_pld = bench(model, inputs, args.repeats, **lookup_kwargs(args))
    print(f"greedy {t_greedy:.3f}s  prompt-lookup {t_pld:.3f}s  speedup {t_greedy / t_pld:.2f}x")
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
