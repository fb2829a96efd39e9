# classes: 8
"""Load with FlashAttention 2 when the package is there, otherwise fall back to SDPA."""

import importlib.util

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "mistralai/Mistral-7B-Instruct-v0.3"
attn = "flash_attention_2" if importlib.util.find_spec("flash_attn") else "sdpa"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, dtype=torch.bfloat16, attn_implementation=attn)
enc = tok("tell me a story", return_tensors="pt")
print(attn, tok.decode(model.generate(**enc, max_new_tokens=8)[0]))
