# classes: 5 8
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

repo = "microsoft/phi-2"
tokenizer = AutoTokenizer.from_pretrained(repo)
model = AutoModelForCausalLM.from_pretrained(repo)
enc = tokenizer("def fib(n):", return_tensors="pt")

kv = StaticCache(config=model.config, max_cache_len=48)
with torch.no_grad():
    ids = model.generate(**enc, past_key_values=kv, max_new_tokens=4)
print(tokenizer.decode(ids[0]))
print("filled:", kv.get_seq_length())
kv.reset()
