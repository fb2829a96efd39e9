# classes: 9 3
"""Beam search plus a draft model, taking the beam count from the CLI (defaults from a tutorial)."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="microsoft/phi-2")
parser.add_argument("--draft", default="microsoft/phi-1_5")
parser.add_argument("--num-beams", type=int, default=4)
parser.add_argument("--num-return", type=int, default=2)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(args.draft, torch_dtype=torch.float32)

config = GenerationConfig(
    num_beams=args.num_beams,
    num_return_sequences=args.num_return,
    max_new_tokens=8,
    early_stopping=True,
)
inputs = tokenizer("def print_prime(n):", return_tensors="pt")
out = model.generate(**inputs, generation_config=config, assistant_model=draft, pad_token_id=tokenizer.eos_token_id)
for seq in out:
    print(tokenizer.decode(seq, skip_special_tokens=True))
