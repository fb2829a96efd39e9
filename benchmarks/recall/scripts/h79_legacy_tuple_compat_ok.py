# classes: 5 8
"""Converts the cache of a forward pass to the legacy tuple of (key, value) pairs for an old
serialisation helper: to_legacy_cache() where the release has it, else built from cache.layers."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

ids = tokenizer("Serialise the prefix cache", return_tensors="pt")
with torch.no_grad():
    out = model(**ids, use_cache=True)

cache = out.past_key_values
if hasattr(cache, "to_legacy_cache"):
    legacy = cache.to_legacy_cache()
else:
    legacy = tuple((layer.keys, layer.values) for layer in cache.layers)

torch.save(legacy, "prefix_cache.pt")
restored = torch.load("prefix_cache.pt")
print(len(restored), "layers restored; first key", tuple(restored[0][0].shape))
