# classes: 8 5
"""Pick a cache class from the transformers module with getattr(..., None) fallbacks."""
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "google/gemma-2-2b-it"


def cache_class_for(config):
    hybrid = getattr(transformers, "HybridCache", None)
    if hybrid is not None and getattr(config, "sliding_window", None):
        return hybrid
    return transformers.DynamicCache


tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
cls = cache_class_for(model.config)
print("using", cls.__name__)
ids = tok("Hello there", return_tensors="pt")
if cls is transformers.DynamicCache:
    cache = cls(config=model.config)
else:
    cache = cls(config=model.config, max_batch_size=1, max_cache_len=32)
out = model.generate(**ids, past_key_values=cache, max_new_tokens=5)
print(tok.decode(out[0]))
