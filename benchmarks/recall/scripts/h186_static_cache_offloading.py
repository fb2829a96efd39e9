# classes: 5 8
"""Static cache with layer offloading for a compiled decode loop; sized for the prompt plus 8."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("microsoft/phi-1_5")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-1_5")
enc = tok("def fibonacci(n):", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=enc["input_ids"].shape[1] + 8, offloading=True)
out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0]))
