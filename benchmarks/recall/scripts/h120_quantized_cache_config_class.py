# classes: 8 5
"""Build the quantized KV cache by hand from a QuantizedCacheConfig (older tutorial style)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, QuantizedCacheConfig, QuantoQuantizedCache

name = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
cache = QuantoQuantizedCache(cache_config=QuantizedCacheConfig(nbits=4, residual_length=16))
enc = tok("Tell me about llamas.", return_tensors="pt")
out = model.generate(**enc, past_key_values=cache, max_new_tokens=6)
print(tok.decode(out[0]))
