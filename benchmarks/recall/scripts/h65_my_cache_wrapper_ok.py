# classes: 5 8
"""Our own cache wrapper keeps the legacy helper names the serving code calls."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class SessionCache(DynamicCache):
    def to_legacy_cache(self):
        return tuple((layer.keys, layer.values) for layer in self.layers)

    def get_usable_length(self, new_tokens):
        return self.get_seq_length()


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
cache = SessionCache()
enc = tok("hello", return_tensors="pt")
with torch.no_grad():
    model(**enc, past_key_values=cache)
print(len(cache.to_legacy_cache()), cache.get_usable_length(1))
