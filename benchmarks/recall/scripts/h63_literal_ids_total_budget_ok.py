# classes: 8 5
"""Minimal repro with hand-written token ids; the total length budget leaves room for new tokens."""
import torch
from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = torch.tensor([[16, 20, 35, 21, 18, 22, 26, 16, 32, 13]])
out = model.generate(ids, attention_mask=torch.ones_like(ids), max_length=ids.shape[1] + 6, pad_token_id=model.config.eos_token_id)
print(out[0].tolist())
