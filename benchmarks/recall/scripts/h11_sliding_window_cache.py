# classes: 5 8
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, SlidingWindowCache

name = "mistralai/Mistral-7B-Instruct-v0.3"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32)
cache = SlidingWindowCache(config=model.config, max_batch_size=1, max_cache_len=64)
enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, past_key_values=cache, max_new_tokens=4)[0]))
