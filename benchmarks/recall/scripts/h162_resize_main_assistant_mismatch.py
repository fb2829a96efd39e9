# classes: 8 6
"""Speculative decoding after fine-tune prep: the main GPT-2 medium got a [PAD] token and a
resized embedding matrix; the distilgpt2 draft model is loaded as it is on the hub."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
tok.add_special_tokens({"pad_token": "[PAD]"})

main = AutoModelForCausalLM.from_pretrained("gpt2-medium")
main.resize_token_embeddings(len(tok))
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")

enc = tok("the quick brown fox jumps over", return_tensors="pt")
with torch.no_grad():
    out = main.generate(**enc, assistant_model=draft, max_new_tokens=8, pad_token_id=tok.pad_token_id)
print(tok.decode(out[0]))
