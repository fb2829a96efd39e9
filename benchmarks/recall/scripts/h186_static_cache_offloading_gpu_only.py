# classes: 5 8
"""Static cache for a compiled decode loop; layers are offloaded only when a GPU holds them."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("microsoft/phi-1_5")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-1_5")
enc = tok("def fibonacci(n):", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=enc["input_ids"].shape[1] + 8,
                    offloading=torch.cuda.is_available())
out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0]))
