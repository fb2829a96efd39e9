# classes: 5 8
"""Port of a 4.x Gemma-2 snippet: HybridCache when it exists, StaticCache otherwise.

The fallback cache is then handed to assisted generation.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    from transformers import HybridCache as PreallocatedCache
except ImportError:  # transformers >= 5 removed HybridCache
    from transformers import StaticCache as PreallocatedCache

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
inputs = tok("Explain KV caches in one line:", return_tensors="pt")

cache = PreallocatedCache(config=model.config, max_cache_len=64)
with torch.no_grad():
    out = model.generate(**inputs, assistant_model=draft, past_key_values=cache, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
