# classes: 3
"""Batch completion over a prompt list; --lookup turns on prompt-lookup decoding."""
import argparse

from tqdm.auto import tqdm
from transformers import AutoModelForCausalLM, AutoTokenizer


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="Qwen/Qwen2.5-Coder-0.5B-Instruct")
    parser.add_argument("--lookup", action="store_true")
    parser.add_argument("--batch-size", type=int, default=3)
    parser.add_argument("--max-new-tokens", type=int, default=4)
    return parser.parse_args()


def main():
    args = get_args()
    tok = AutoTokenizer.from_pretrained(args.model, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(args.model)
    prompts = ["def add(a, b):", "def hello():", "class Fox:", "import os"]
    extra = {"prompt_lookup_num_tokens": 2} if args.lookup else {}
    outputs = []
    for i in tqdm(range(0, len(prompts), args.batch_size)):
        enc = tok(prompts[i : i + args.batch_size], return_tensors="pt", padding=True)
        gen = model.generate(**enc, max_new_tokens=args.max_new_tokens, do_sample=False, **extra)
        outputs += tok.batch_decode(gen, skip_special_tokens=True)
    print(outputs)


if __name__ == "__main__":
    main()
