# classes: 8 3
"""Code-completion helper that edits `model.generation_config` in place, as 4.3x examples did.

The evaluation harness turned the cache off on the model's own generation config to measure
memory; the completion path then turned on prompt lookup.
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SNIPPET = "def add(a, b):\n    return a + b\n\ndef add_three(a, b, c):\n    return a + b"


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2.5-Coder-0.5B-Instruct")
    p.add_argument("--low-memory", action=argparse.BooleanOptionalAction, default=True)
    p.add_argument("--lookup", type=int, default=10)
    return p.parse_args()


def main():
    args = parse()
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32)
    if args.low_memory:
        model.generation_config.use_cache = False
    model.generation_config.max_length = 64
    model.generation_config.pad_token_id = tokenizer.eos_token_id
    inputs = tokenizer(SNIPPET, return_tensors="pt")
    out = model.generate(**inputs, prompt_lookup_num_tokens=args.lookup, max_new_tokens=6)
    print(tokenizer.decode(out[0, inputs["input_ids"].shape[1]:]))


if __name__ == "__main__":
    main()
