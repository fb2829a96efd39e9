# classes: 8 5
"""Batch determinism check: one hand-written prompt repeated four times, total length capped at 10.

The author counted the prompt's ids as the budget for the answer."""
import torch
from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2").eval()
prompt = torch.tensor([[46, 20, 75, 21, 18, 62, 26, 16, 32, 13]])
batch = prompt.repeat(4, 1)
with torch.no_grad():
    out = model.generate(batch, attention_mask=torch.ones_like(batch), max_length=10, do_sample=False, pad_token_id=model.config.eos_token_id)
assert all((row == out[0]).all() for row in out)
print("deterministic")
