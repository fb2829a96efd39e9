# classes: 8
"""Beam search with an offloaded KV cache, run on a CPU-only machine (no assistant, no static cache)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m", low_cpu_mem_usage=True)
enc = tok("Paris is the capital of", return_tensors="pt")
out = model.generate(**enc, num_beams=2, max_new_tokens=6, cache_implementation="offloaded", early_stopping=True)
print(tok.decode(out[0], skip_special_tokens=True))
