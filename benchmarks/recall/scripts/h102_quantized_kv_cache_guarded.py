# classes: 8
"""Quantized KV cache only when optimum-quanto is importable, otherwise the default dynamic cache."""
import importlib.util

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
HAS_QUANTO = importlib.util.find_spec("optimum") is not None and importlib.util.find_spec("optimum.quanto") is not None

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
enc = tok("once upon a time " * 8, return_tensors="pt")

kwargs = {"max_new_tokens": 10, "do_sample": False}
if HAS_QUANTO:
    kwargs["cache_implementation"] = "quantized"
    kwargs["cache_config"] = {"backend": "quanto", "nbits": 4}
out = model.generate(**enc, **kwargs)
print("quantized" if HAS_QUANTO else "dynamic", tok.decode(out[0], skip_special_tokens=True))
