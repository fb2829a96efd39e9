# classes: 5
"""Latency benchmark: fixed-shape token ids and a StaticCache budget that forgets the prompt."""
import time

import torch
from transformers import AutoModelForCausalLM, StaticCache

model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
model.eval()

PROMPT_LEN = 24
NEW_TOKENS = 4
input_ids = torch.full((1, PROMPT_LEN), 11, dtype=torch.long)
budget = StaticCache(config=model.config, max_cache_len=16)

start = time.perf_counter()
with torch.no_grad():
    out = model.generate(input_ids, attention_mask=torch.ones_like(input_ids), past_key_values=budget, max_new_tokens=NEW_TOKENS, do_sample=False)
print(f"{out.shape[1] - PROMPT_LEN} tokens in {time.perf_counter() - start:.3f}s")
