# classes: 5 8
"""Streaming decoder from early 2024 that reads `seen_tokens` and `get_max_length()` off the
DynamicCache to decide when to stop."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B").eval()
cache = DynamicCache()
ids = tok("one two three", return_tensors="pt").input_ids
with torch.no_grad():
    for _ in range(6):
        out = model(ids, past_key_values=cache, use_cache=True)
        cache = out.past_key_values
        ids = out.logits[:, -1:].argmax(-1)
        print("seen:", cache.seen_tokens, "max:", cache.get_max_length())
