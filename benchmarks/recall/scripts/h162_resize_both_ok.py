# classes: 8 6
"""Speculative decoding after adding a [PAD] token: main and draft are both resized to the
tokenizer, so their vocabularies still agree."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
tok.add_special_tokens({"pad_token": "[PAD]"})

main = AutoModelForCausalLM.from_pretrained("gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
for m in (main, draft):
    m.resize_token_embeddings(len(tok))

enc = tok("the quick brown fox jumps over", return_tensors="pt")
with torch.no_grad():
    out = main.generate(**enc, assistant_model=draft, max_new_tokens=8, pad_token_id=tok.pad_token_id)
print(tok.decode(out[0]))
