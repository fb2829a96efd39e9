# classes: 5 2
"""Sampling throughput: four samples per prompt, generate allocates the static cache for the expanded batch."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
enc = tok("A name for a cat:", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(**enc, cache_implementation="static", do_sample=True, num_return_sequences=4, max_new_tokens=5)
print(out.shape[0] * 5 / (time.perf_counter() - t0), "tok/s")
