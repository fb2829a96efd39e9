# classes: 5 2
"""Latency check: one StaticCache allocated up front and reused for every prompt (no reset)."""
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

# allocate once so that the decode step keeps the same shapes (what torch.compile wants)
cache = StaticCache(config=model.config, max_cache_len=64)

for prompt in PROMPTS:
    inputs = tokenizer(prompt, return_tensors="pt")
    start = time.perf_counter()
    with torch.inference_mode():
        out = model.generate(**inputs, past_key_values=cache, max_new_tokens=12, do_sample=False)
    elapsed = time.perf_counter() - start
    text = tokenizer.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"{elapsed * 1000:7.1f} ms  {text!r}")
