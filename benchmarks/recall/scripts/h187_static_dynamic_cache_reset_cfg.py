# classes: 5 8
"""Warm the compiled path with cache_implementation='static', then reset the generation config and pass a
DynamicCache object for the timed run to compare."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
model.generation_config.cache_implementation = "static"
enc = tok("Count to five:", return_tensors="pt")
model.generate(**enc, max_new_tokens=3)
model.generation_config.cache_implementation = None
t0 = time.perf_counter()
model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=6)
print(f"{(time.perf_counter() - t0) * 1000:.0f} ms")
