# classes: 8 5
"""Offloaded KV cache from the 4.44 docs, without reusing a prefix cache.

A CLI flag chooses the cache; the default keeps the dynamic cache, which runs on a CPU box.
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--offload", action="store_true", help="offload the KV cache to the CPU (needs CUDA)")
    p.add_argument("--model", default="microsoft/Phi-3-mini-4k-instruct")
    return p.parse_args()


def main():
    args = parse()
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32)
    gen_kwargs = {"max_new_tokens": 5, "do_sample": False}
    if args.offload:
        gen_kwargs["cache_implementation"] = "offloaded"
    inputs = tokenizer("what is a garden?", return_tensors="pt")
    out = model.generate(**inputs, **gen_kwargs)
    print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
