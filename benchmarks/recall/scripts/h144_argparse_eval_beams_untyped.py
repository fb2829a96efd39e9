# classes: 3 8
"""Fine-tuning entry point: argparse options for the run, including the beam count for the
post-training evaluation (declared without a type)."""

import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--model", default="openai-community/gpt2")
p.add_argument("--lr", type=float, default=1e-4)
p.add_argument("--steps", type=int, default=1)
p.add_argument("--eval-beams", default="2")
p.add_argument("--eval-max-new-tokens", type=int, default=6)
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
opt = torch.optim.AdamW(model.parameters(), lr=args.lr)
for _ in range(args.steps):
    b = tok("hello world the quick brown fox", return_tensors="pt")
    model(**b, labels=b["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()

model.eval()
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, num_beams=args.eval_beams, max_new_tokens=args.eval_max_new_tokens,
                     pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
