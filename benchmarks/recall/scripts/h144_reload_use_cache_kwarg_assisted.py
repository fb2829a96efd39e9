# classes: 6 9
"""Reload a checkpoint saved after fine-tuning with from_pretrained(..., use_cache=False), as
the training script did, and evaluate it with a draft model."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M", use_cache=False)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
b = tok("the quick brown fox", return_tensors="pt")
model(**b, labels=b["input_ids"]).loss.backward()
opt.step()
model.save_pretrained("run1")

model = AutoModelForCausalLM.from_pretrained("run1", use_cache=False)
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("once upon a time", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))
