# classes: 5 8
"""Pre-allocates a StaticCache for a compiled-style decode, generates, then dumps how many slots of
each layer were written (iterating the cache as per-layer (key, value) pairs)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

checkpoint = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)

prompt = tokenizer("Static caches are allocated once and", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=64)
generated = model.generate(**prompt, past_key_values=cache, max_new_tokens=5, do_sample=False)
print(tokenizer.decode(generated[0], skip_special_tokens=True))

for layer_idx, (k, v) in enumerate(cache):
    written = int((k.abs().sum(dim=-1) != 0).sum())
    print(f"layer {layer_idx}: {written} written slots of {k.shape[-2]}")
