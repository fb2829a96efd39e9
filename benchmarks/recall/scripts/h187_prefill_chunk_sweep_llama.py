# classes: 2 6
"""Sweep prefill chunk sizes on a small Llama and print the prefill+decode time for each."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("JackFram/llama-68m")
model = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
enc = tok("word " * 40, return_tensors="pt")
for chunk in (8, 16, 32):
    t0 = time.perf_counter()
    model.generate(**enc, prefill_chunk_size=chunk, max_new_tokens=4, do_sample=False)
    print(chunk, f"{(time.perf_counter() - t0) * 1000:.0f} ms")
