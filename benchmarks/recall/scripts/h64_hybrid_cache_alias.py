# classes: 5 8
"""Gemma 2 inference with a preallocated cache; HybridCache is gone in 5.x so the shim
aliases it to StaticCache, keeping the 4.x keyword names."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    from transformers import HybridCache
except ImportError:
    from transformers import StaticCache as HybridCache

MODEL_ID = "google/gemma-2-2b-it"


def build_cache(model, batch_size, max_len):
    return HybridCache(
        config=model.config,
        max_batch_size=batch_size,
        max_cache_len=max_len,
        device=model.device,
        dtype=model.dtype,
    )


tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
prompts = ["Write a haiku about rain."]
enc = tok(prompts, return_tensors="pt")
cache = build_cache(model, batch_size=len(prompts), max_len=64)
with torch.no_grad():
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=5)
print(tok.batch_decode(out, skip_special_tokens=True))
