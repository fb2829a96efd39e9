# classes: 5 1
"""Mistral sliding-window cache object with prompt-lookup decoding for a code-completion demo."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    from transformers import SlidingWindowCache as WindowCache
except ImportError:  # newer releases fold sliding windows into StaticCache
    from transformers import StaticCache as WindowCache

tokenizer = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")
code = "for i in range(10):\n    print(i)\nfor j in range(10):\n    print("
enc = tokenizer(code, return_tensors="pt")
cache = WindowCache(config=model.config, max_cache_len=64)
out = model.generate(**enc, past_key_values=cache, prompt_lookup_num_tokens=2, max_new_tokens=3)
print(tokenizer.decode(out[0]))
