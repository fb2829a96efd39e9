# classes: 5 8
"""Prefix caching with a pre-allocated StaticCache: encode a shared system prompt once, then copy
its filled slots per layer into a snapshot (4.x style, iterating the cache one layer at a time)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

system = tokenizer("You are a terse assistant.", return_tensors="pt")
prefix_cache = StaticCache(config=model.config, max_cache_len=48)
with torch.no_grad():
    model(**system, past_key_values=prefix_cache, use_cache=True)

n = system["input_ids"].shape[1]
snapshot = []
for layer_kv in prefix_cache:
    snapshot.append(tuple(t[:, :, :n].clone() for t in layer_kv[:2]))
print("snapshot of", len(snapshot), "layers,", n, "positions each")
