# classes: 5 8
"""Mistral with its sliding attention window: build a SlidingWindowCache sized to the window
for long inputs."""

from transformers import AutoModelForCausalLM, AutoTokenizer, SlidingWindowCache

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")

enc = tok("the quick brown fox " * 20, return_tensors="pt")
cache = SlidingWindowCache(config=model.config, max_batch_size=1, max_cache_len=128)
out = model.generate(**enc, past_key_values=cache, max_new_tokens=5)
print(out.shape)
