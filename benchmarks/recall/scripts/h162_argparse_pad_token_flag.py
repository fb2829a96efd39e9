# classes: 3 8
"""Batch generation CLI: `--pad-token` adds a dedicated pad token (default on); `--resize` resizes
the embeddings (default off, it "changes the checkpoint")."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--model", default="distilgpt2")
p.add_argument("--pad-token", default="[PAD]")
p.add_argument("--resize", action="store_true")
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(args.model)
if args.pad_token:
    tok.add_special_tokens({"pad_token": args.pad_token})
if args.resize:
    model.resize_token_embeddings(len(tok))
batch = tok(["hello", "the quick brown fox"], return_tensors="pt", padding=True)
print(tok.batch_decode(model.generate(**batch, max_new_tokens=4, pad_token_id=tok.pad_token_id)))
