# classes: 8
"""Mistral's sliding-window attention: bound the cache with cache_implementation="sliding_window"."""
from transformers import AutoModelForCausalLM, AutoTokenizer

mid = "mistralai/Mistral-7B-v0.1"
tok = AutoTokenizer.from_pretrained(mid)
model = AutoModelForCausalLM.from_pretrained(mid, low_cpu_mem_usage=True)
enc = tok("The quick brown fox", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, cache_implementation="sliding_window", do_sample=False)
print(tok.decode(out[0]))
