# classes: 5 1
"""Speculative decoding with a DynamicCache built from the model config, reused after crop()."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

enc = tok("List three fruits:", return_tensors="pt")
cache = DynamicCache(config=model.config)
out = model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=3)
print(tok.decode(out[0]))
