# classes: 5 3
"""Latency sweep on synthetic prompts: the prompt is --prompt-len random ids and the run is capped
with --max-length, whose default was copied from the prompt length of an older config."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="openai-community/gpt2")
parser.add_argument("--batch-size", type=int, default=2)
parser.add_argument("--prompt-len", type=int, default=64)
parser.add_argument("--max-length", type=int, default=64)
args = parser.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.model).eval()
prompt = torch.randint(3, 100, (args.batch_size, args.prompt_len))
start = time.perf_counter()
with torch.inference_mode():
    out = model.generate(prompt, attention_mask=torch.ones_like(prompt), max_length=args.max_length, do_sample=False)
print(f"{out.shape[1] - prompt.shape[1]} new tokens in {time.perf_counter() - start:.3f}s")
