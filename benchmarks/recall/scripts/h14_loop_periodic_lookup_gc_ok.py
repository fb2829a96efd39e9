# classes: 3 7
"""Minimal causal-LM fine-tuning loop with gradient checkpointing and periodic samples."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
parser.add_argument("--steps", type=int, default=2)
parser.add_argument("--sample-every", type=int, default=1)
parser.add_argument("--lookup", type=int, default=3)
parser.add_argument("--gradient-checkpointing", action=argparse.BooleanOptionalAction, default=False)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
if args.gradient_checkpointing:
    model.gradient_checkpointing_enable()
    model.config.use_cache = False
optim = torch.optim.AdamW(model.parameters(), lr=1e-4)
batch = tok(["the quick brown fox jumps over the lazy dog"], return_tensors="pt")

for step in range(args.steps):
    model.train()
    loss = model(**batch, labels=batch["input_ids"]).loss
    loss.backward()
    optim.step()
    optim.zero_grad()
    if step % args.sample_every == 0:
        model.eval()
        with torch.no_grad():
            out = model.generate(**batch, max_new_tokens=4, prompt_lookup_num_tokens=args.lookup,
                                 use_cache=model.config.use_cache)
        print(step, tok.decode(out[0]))
