# classes: 5 6
"""Gemma 2 wants a hybrid (sliding + global) cache. Preallocate it and decode with a draft."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    from transformers import HybridCache
except ImportError:  # transformers 5 folded the hybrid cache into StaticCache
    from transformers import StaticCache as HybridCache

tok = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.float32)

enc = tok("tell me a story", return_tensors="pt")
cache = HybridCache(config=model.config, max_cache_len=48)
out = model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=8)
print(tok.decode(out[0]))
