# classes: 3 6
"""Speculative decoding demo; pick the family on the command line.

    python spec_demo.py --family qwen2.5 --max-new-tokens 32
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRS = {
    "llama3": ("meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.2-1B-Instruct"),
    "qwen2.5": ("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    "qwen2.5-coder": ("Qwen/Qwen2.5-Coder-7B-Instruct", "Qwen/Qwen2.5-Coder-0.5B-Instruct"),
    "r1-distill": ("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B", "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B"),
}


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--family", choices=sorted(PAIRS), default="qwen2.5")
    p.add_argument("--prompt", default="write a story about a dog")
    p.add_argument("--max-new-tokens", type=int, default=6)
    p.add_argument("--greedy", action="store_true")
    return p.parse_args()


def main():
    args = parse_args()
    target_id, draft_id = PAIRS[args.family]
    tokenizer = AutoTokenizer.from_pretrained(target_id)
    model = AutoModelForCausalLM.from_pretrained(target_id, torch_dtype=torch.float32)
    assistant = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)
    inputs = tokenizer(args.prompt, return_tensors="pt")
    gen_kwargs = {"max_new_tokens": args.max_new_tokens}
    if args.greedy:
        gen_kwargs["do_sample"] = False
    output = model.generate(**inputs, assistant_model=assistant, **gen_kwargs)
    print(tokenizer.decode(output[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
