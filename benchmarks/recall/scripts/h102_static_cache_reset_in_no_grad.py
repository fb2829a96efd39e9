# classes: 5 2
"""Latency check: one StaticCache reused across prompts, reset between them, everything under no_grad."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"
PROMPTS = ["tell me a story about cats", "hello world", "once upon a time there lived a king"]

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, dtype=torch.float32).eval()
cache = StaticCache(config=model.config, max_cache_len=64)

with torch.no_grad():
    for prompt in PROMPTS:
        inputs = tokenizer(prompt, return_tensors="pt")
        cache.reset()
        start = time.perf_counter()
        out = model.generate(**inputs, past_key_values=cache, max_new_tokens=12, do_sample=False)
        print(f"{(time.perf_counter() - start) * 1000:7.1f} ms", tokenizer.decode(out[0], skip_special_tokens=True))
