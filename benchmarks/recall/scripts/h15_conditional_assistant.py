# classes: 3 1
"""One generate call for both modes: the draft is passed only when --speculative is given.

    python gen.py --speculative --num-samples 1
"""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--model", default="microsoft/Phi-3.5-mini-instruct")
p.add_argument("--draft", default="microsoft/Phi-3-mini-4k-instruct")
p.add_argument("--speculative", action="store_true", default=True)
p.add_argument("--num-samples", type=int, default=3)
p.add_argument("--max-new-tokens", type=int, default=5)
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
draft = AutoModelForCausalLM.from_pretrained(args.draft)

enc = tok("once upon a time", return_tensors="pt")
t0 = time.perf_counter()
with torch.inference_mode():
    out = model.generate(
        **enc,
        assistant_model=draft if args.speculative else None,
        do_sample=args.num_samples > 1,
        num_return_sequences=args.num_samples,
        max_new_tokens=args.max_new_tokens,
    )
print(out.shape, f"{time.perf_counter() - t0:.3f}s")
