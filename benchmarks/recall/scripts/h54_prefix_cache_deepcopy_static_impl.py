# classes: 5 8
"""Prefix caching recipe: encode a shared system prompt once, deepcopy the cache for each
question; the team config also asks for a static cache implementation."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

model_id = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

GEN_KWARGS = {"max_new_tokens": 3, "do_sample": False, "cache_implementation": "static"}

system = "You are a terse assistant. Answer in one word."
prefix = tokenizer(system, return_tensors="pt")
with torch.no_grad():
    prompt_cache = DynamicCache()
    prompt_cache = model(**prefix, past_key_values=prompt_cache).past_key_values

for question in ["Capital of France?", "Largest planet?"]:
    enc = tokenizer(system + " " + question, return_tensors="pt")
    cache = copy.deepcopy(prompt_cache)
    out = model.generate(**enc, past_key_values=cache, **GEN_KWARGS)
    print(tokenizer.decode(out[0][enc.input_ids.shape[1]:]))
