# classes: 8 2 6
"""Draft-model benchmark for Qwen2-7B-Instruct: sampling on by default, --greedy to turn it off."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--target", default="Qwen/Qwen2-7B-Instruct")
    parser.add_argument("--draft", default="Qwen/Qwen2-0.5B-Instruct")
    parser.add_argument("--greedy", action="store_true")
    parser.add_argument("--temperature", type=float, default=0.8)
    parser.add_argument("--max-new-tokens", type=int, default=8)
    return parser.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.target)
    draft_tok = AutoTokenizer.from_pretrained(args.draft)
    target = AutoModelForCausalLM.from_pretrained(args.target)
    draft = AutoModelForCausalLM.from_pretrained(args.draft)
    enc = tok("once upon a time there lived a king", return_tensors="pt")
    sampling = {} if args.greedy else {"do_sample": True, "temperature": args.temperature}
    torch.manual_seed(0)
    t0 = time.perf_counter()
    out = target.generate(
        **enc,
        assistant_model=draft,
        tokenizer=tok,
        assistant_tokenizer=draft_tok,
        max_new_tokens=args.max_new_tokens,
        **sampling,
    )
    print(f"{time.perf_counter() - t0:.3f}s", tok.decode(out[0]))


if __name__ == "__main__":
    main()
