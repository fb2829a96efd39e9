# classes: 5 8
"""Prefix caching helper: fill a StaticCache with a shared system prompt once, then copy each
layer's (key, value) pair out of it for later requests."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
prefix = tok("you are a helpful model", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=32)
with torch.no_grad():
    model(**prefix, past_key_values=cache, use_cache=True)


def snapshot(c, n_layers):
    return [tuple(t.clone() for t in c[i]) for i in range(n_layers)]


saved = snapshot(cache, model.config.num_hidden_layers)
print(len(saved), saved[0][0].shape)
