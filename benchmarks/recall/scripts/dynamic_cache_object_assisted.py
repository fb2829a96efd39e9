# classes: 5
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
cache = DynamicCache()
with torch.no_grad():
    ids = model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=8)
print(tok.decode(ids[0]))
print("cached tokens:", cache.get_seq_length())
