# classes: 5 3
"""Profiling prefill plus a short decode on a padded prompt of fixed shape, with the length limit
taken from the serving config (which counts only generated tokens)."""
import torch
from transformers import AutoModelForCausalLM

SERVING = {"max_prompt_tokens": 96, "max_length": 64}
BATCH = 2

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct").eval()
pad = model.config.eos_token_id
prompt = torch.full((BATCH, SERVING["max_prompt_tokens"]), 42, dtype=torch.long)
with torch.profiler.profile() as prof:
    model.generate(prompt, attention_mask=torch.ones_like(prompt), max_length=SERVING["max_length"], pad_token_id=pad)
print(prof.key_averages().table(row_limit=5))
