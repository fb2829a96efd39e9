# classes: 2 8
"""How much does the KV cache buy? Time generate with use_cache on and off, with the draft model attached."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("Name a planet:", return_tensors="pt")

for use_cache in (True, False):
    t0 = time.perf_counter()
    model.generate(**enc, assistant_model=draft, use_cache=use_cache, max_new_tokens=6, do_sample=False)
    print(f"use_cache={use_cache}: {(time.perf_counter() - t0) * 1000:.0f} ms")
