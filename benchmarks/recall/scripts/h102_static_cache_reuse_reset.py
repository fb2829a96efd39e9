# classes: 5 2
"""Latency check: one StaticCache allocated up front, reset between prompts."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"
PROMPTS = [
    "tell me a story about cats",
    "the quick brown fox jumps over the lazy dog",
    "once upon a time there lived a king",
    "hello world",
]

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, dtype=torch.float32).eval()

cache = StaticCache(config=model.config, max_cache_len=64)

timings = []
for prompt in PROMPTS:
    inputs = tokenizer(prompt, return_tensors="pt")
    cache.reset()
    start = time.perf_counter()
    with torch.inference_mode():
        out = model.generate(**inputs, past_key_values=cache, max_new_tokens=12, do_sample=False)
    timings.append(time.perf_counter() - start)
    print(tokenizer.decode(out[0], skip_special_tokens=True))

print(f"mean latency: {1000 * sum(timings) / len(timings):.1f} ms")
