# classes: 3 8
"""CLI latency benchmark: one flag per knob (cache, draft model, dtype, compile)."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser(description="generation latency benchmark")
    p.add_argument("--model", default="HuggingFaceTB/SmolLM2-360M-Instruct")
    p.add_argument("--draft", default="HuggingFaceTB/SmolLM2-135M-Instruct", help="assistant model for speculative decoding")
    p.add_argument("--cache-implementation", default="static", choices=["dynamic", "static"])
    p.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    p.add_argument("--compile", action="store_true")
    p.add_argument("--max-new-tokens", type=int, default=16)
    p.add_argument("--runs", type=int, default=2)
    return p.parse_args()


def main():
    args = parse_args()
    dtype = getattr(torch, args.dtype)
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model, dtype=dtype).eval()
    assistant = None
    if args.draft:
        assistant = AutoModelForCausalLM.from_pretrained(args.draft, dtype=dtype).eval()
    if args.compile:
        model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)

    inputs = tok("once upon a time there lived a queen who loved her garden", return_tensors="pt")
    gen_kwargs = dict(
        max_new_tokens=args.max_new_tokens,
        do_sample=False,
        cache_implementation=args.cache_implementation,
    )
    if assistant is not None:
        gen_kwargs["assistant_model"] = assistant

    for i in range(args.runs):
        t0 = time.perf_counter()
        out = model.generate(**inputs, **gen_kwargs)
        print(f"run {i}: {(time.perf_counter() - t0) * 1000:.1f} ms, {out.shape[1]} tokens")


if __name__ == "__main__":
    main()
