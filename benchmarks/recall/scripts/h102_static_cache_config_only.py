# classes: 5
"""Pre-allocated StaticCache built from the config and the length only (the current constructor)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

checkpoint = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint, dtype=torch.float32)

inputs = tokenizer("tell me a story about a king and a queen", return_tensors="pt")
prompt_len = inputs["input_ids"].shape[-1]
past_key_values = StaticCache(config=model.config, max_cache_len=prompt_len + 32)

t0 = time.perf_counter()
out = model.generate(**inputs, past_key_values=past_key_values, max_new_tokens=16, do_sample=False)
print(f"{time.perf_counter() - t0:.2f}s", tokenizer.batch_decode(out, skip_special_tokens=True)[0])
