# classes: 8 5
"""Quantized KV cache through the QuantizedCacheConfig class (older recipe from the docs)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, QuantizedCacheConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
cache_config = QuantizedCacheConfig(backend="quanto", nbits=4, residual_length=16)
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, cache_implementation="quantized", cache_config=cache_config,
                     pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
