# classes: 5 8
"""Static-cache latency recipe with only config and max_cache_len given to StaticCache."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

model_id = "Qwen/Qwen2.5-0.5B"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, dtype=torch.float32)
enc = tok("The fastest way to sort a list is", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=48)
t0 = time.perf_counter()
out = model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False)
print(f"{(time.perf_counter() - t0) * 1000:.1f} ms")
