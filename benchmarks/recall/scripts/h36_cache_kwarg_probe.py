# classes: 8 5
"""Use the new `cache=` argument when generate() "has" it; the probe is too loose."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

CKPT = "Qwen/Qwen3-0.6B"

tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
ids = tok("Portable caches:", return_tensors="pt")

cache = DynamicCache(config=model.config)
if hasattr(model, "generate") and callable(getattr(model, "generate")):
    out = model.generate(**ids, cache=cache, max_new_tokens=5)
else:
    out = model.generate(**ids, past_key_values=cache, max_new_tokens=5)
print(tok.decode(out[0], skip_special_tokens=True))
