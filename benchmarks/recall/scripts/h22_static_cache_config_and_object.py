# classes: 5 9
"""Static KV cache for a latency benchmark: generation settings in a GenerationConfig, the cache preallocated by hand."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, StaticCache

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"

SETTINGS = dict(max_new_tokens=12, do_sample=False, cache_implementation="static")

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
generation_config = GenerationConfig(**SETTINGS)

prompt = "Write a short poem about static caches."
enc = tokenizer(prompt, return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=enc.input_ids.shape[1] + SETTINGS["max_new_tokens"] + 4)

start = time.perf_counter()
with torch.no_grad():
    out = model.generate(**enc, generation_config=generation_config, past_key_values=cache)
elapsed = time.perf_counter() - start
print(f"{elapsed * 1000:.1f} ms")
print(tokenizer.decode(out[0], skip_special_tokens=True))
