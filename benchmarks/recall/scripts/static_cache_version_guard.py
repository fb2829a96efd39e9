# classes: 5
"""Static cache + draft only where transformers supports it (>= 5.24); dynamic otherwise."""
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

SUPPORTS_STATIC_ASSISTED = version.parse(transformers.__version__) >= version.parse("5.24.0")

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-8B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-8B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
enc = tok("tell me a story about the fox", return_tensors="pt")

if SUPPORTS_STATIC_ASSISTED:
    cache = StaticCache(config=model.config, max_cache_len=64)
else:
    cache = DynamicCache()
out = model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=8)
print(tok.decode(out[0]))
