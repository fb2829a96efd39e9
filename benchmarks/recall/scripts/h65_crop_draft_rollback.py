# classes: 5 8
"""Hand-rolled speculative loop: roll back rejected draft tokens by cropping the cache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")

ids = tok("Rome was not built in a", return_tensors="pt").input_ids
cache = DynamicCache()
with torch.no_grad():
    model(ids, past_key_values=cache)
accepted = ids.shape[1] - 2
cache.crop(accepted)
print("kept", cache.get_seq_length())
