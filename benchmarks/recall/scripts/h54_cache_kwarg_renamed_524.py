# classes: 5
"""Following the 5.24 deprecation warning: pass the cache as `cache=` instead of `past_key_values=`."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("Explain gravity in one line.", return_tensors="pt")
kv = StaticCache(config=model.config, max_cache_len=64)
out = model.generate(**enc, cache=kv, max_new_tokens=3)
print(tok.decode(out[0]))
