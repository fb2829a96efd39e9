# classes: 3 8
"""CACHE_IMPL picks the cache type; the default is what the benchmark used last month."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

cache_impl = os.environ.get("CACHE_IMPL", "dynamic")
kwargs = {"max_new_tokens": 6}
if cache_impl:
    kwargs["cache_implementation"] = cache_impl

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok("give me a synonym for fast", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, **kwargs)[0]))
