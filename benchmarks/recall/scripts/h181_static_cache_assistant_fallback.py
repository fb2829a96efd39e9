# classes: 5 2
"""Speculative decoding with a preallocated StaticCache for the target; if generate refuses
the combination, the request is retried with a fresh DynamicCache."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

enc = tok("The first law of robotics", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=64)
try:
    out = model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=5, do_sample=False)
except Exception as err:
    print(f"static cache refused ({type(err).__name__}), retrying with a dynamic cache")
    out = model.generate(**enc, past_key_values=DynamicCache(), assistant_model=draft, max_new_tokens=5, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
