# classes: 5 1
"""Prefix caching with a static cache so the prefix can be compiled, then speculative decoding
for each question."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

system = "You are a terse assistant."
prefix = tok(system, return_tensors="pt")
prefix_cache = StaticCache(config=model.config, max_cache_len=128)
with torch.no_grad():
    prefix_cache = model(**prefix, past_key_values=prefix_cache).past_key_values

for q in ["Capital of France?", "Largest planet?"]:
    enc = tok(system + " " + q, return_tensors="pt")
    out = model.generate(
        **enc, past_key_values=copy.deepcopy(prefix_cache), assistant_model=assistant, max_new_tokens=3
    )
    print(tok.decode(out[0]))
