# classes: 5 2
"""Sampling throughput: four samples per prompt, decoded into one pre-allocated StaticCache."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
enc = tok("A name for a cat:", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=32)
t0 = time.perf_counter()
out = model.generate(**enc, past_key_values=cache, do_sample=True, num_return_sequences=4, max_new_tokens=5)
print(out.shape[0] * 5 / (time.perf_counter() - t0), "tok/s")
