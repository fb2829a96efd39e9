# classes: 3 8
"""Attention backend from an environment-like config dict; the value was written as in the PyTorch docs."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {"model": "microsoft/phi-2", "attn": "scaled_dot_product_attention", "tokens": 5}

tok = AutoTokenizer.from_pretrained(CONFIG["model"])
model = AutoModelForCausalLM.from_pretrained(CONFIG["model"], attn_implementation=CONFIG["attn"])
enc = tok("def square(x):", return_tensors="pt")
t0 = time.perf_counter()
model.generate(**enc, max_new_tokens=CONFIG["tokens"], do_sample=False)
print(CONFIG["attn"], f"{(time.perf_counter() - t0) * 1000:.0f} ms")
