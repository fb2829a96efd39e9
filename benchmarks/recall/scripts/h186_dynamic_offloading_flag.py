# classes: 5 8
"""DynamicCache(offloading=True): the 5.x way to offload the cache layer by layer."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
cache = DynamicCache(config=model.config, offloading=True)
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0]))
