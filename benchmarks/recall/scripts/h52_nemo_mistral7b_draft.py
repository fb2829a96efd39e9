# classes: 6
"""Mistral NeMo 12B with the 7B v0.1 model as the draft (same vendor, so same tokenizer - right?)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "mistralai/Mistral-Nemo-Base-2407"
DRAFT_ID = "mistralai/Mistral-7B-v0.1"

tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
draft_model = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)

prompt = "once upon a time there lived a king who"
inputs = tokenizer(prompt, return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft_model, max_new_tokens=8)
print(tokenizer.decode(out[0]))
