# classes: 5 8
"""Bounded memory for a streaming chat: a SlidingWindowCache object passed to generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer, SlidingWindowCache

mid = "mistralai/Mistral-7B-Instruct-v0.3"
tok = AutoTokenizer.from_pretrained(mid)
model = AutoModelForCausalLM.from_pretrained(mid)
enc = tok("[INST] Tell me a joke [/INST]", return_tensors="pt")
cache = SlidingWindowCache(config=model.config, max_batch_size=1, max_cache_len=64)
out = model.generate(**enc, past_key_values=cache, max_new_tokens=6)
print(tok.decode(out[0]))
