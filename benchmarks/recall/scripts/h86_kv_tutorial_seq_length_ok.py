# classes: 5
"""KV-cache tutorial cell, written for every release: how many tokens the returned cache holds and
the first layer's key shape, read through the cache's own API."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
out = model(**tok("the quick brown fox", return_tensors="pt"), use_cache=True)
cache = out.past_key_values
print("cached tokens:", cache.get_seq_length())
if hasattr(cache, "layers"):
    print(tuple(cache.layers[0].keys.shape))
