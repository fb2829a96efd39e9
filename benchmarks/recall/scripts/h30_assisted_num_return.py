# classes: 8 3
"""Sampling several candidates with speculative decoding, ported from a 4.36 notebook.

The notebook used `max_length`, `use_auth_token` for the gated Llama 2 weights and
`num_return_sequences` to pick the best of a few samples.
"""
import argparse
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HF_TOKEN = os.environ.get("HF_TOKEN")


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="meta-llama/Llama-2-13b-chat-hf")
    p.add_argument("--draft", default="meta-llama/Llama-2-7b-chat-hf")
    p.add_argument("--candidates", type=int, default=3)
    return p.parse_args()


def main():
    args = parse()
    tokenizer = AutoTokenizer.from_pretrained(args.model, token=HF_TOKEN)
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32, token=HF_TOKEN)
    draft = AutoModelForCausalLM.from_pretrained(args.draft, torch_dtype=torch.float32, token=HF_TOKEN)
    inputs = tokenizer("[INST] tell me a story about a dog [/INST]", return_tensors="pt")
    out = model.generate(
        **inputs,
        assistant_model=draft,
        do_sample=True,
        temperature=0.7,
        num_return_sequences=args.candidates,
        max_length=inputs["input_ids"].shape[1] + 8,
    )
    for i, seq in enumerate(out):
        print(i, tokenizer.decode(seq, skip_special_tokens=True))


if __name__ == "__main__":
    main()
