# classes: 2 8
"""How much does the KV cache buy? Time plain generate with use_cache on and off."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
enc = tok("Name a planet:", return_tensors="pt")

for use_cache in (True, False):
    t0 = time.perf_counter()
    model.generate(**enc, use_cache=use_cache, max_new_tokens=6, do_sample=False)
    print(f"use_cache={use_cache}: {(time.perf_counter() - t0) * 1000:.0f} ms")
