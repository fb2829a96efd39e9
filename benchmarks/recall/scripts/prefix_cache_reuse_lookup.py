# classes: 5
"""Prefill the system prompt once, then answer several questions from a copy of that cache."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

model_id = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

SYSTEM = "you are a story teller . the king loved the garden . the queen loved the cats ."
prefix = tokenizer(SYSTEM, return_tensors="pt")
prompt_cache = DynamicCache()
with torch.no_grad():
    prompt_cache = model(**prefix, past_key_values=prompt_cache).past_key_values

for question in ["who loved the garden ?", "who loved the cats ?"]:
    enc = tokenizer(SYSTEM + " " + question, return_tensors="pt")
    cache = copy.deepcopy(prompt_cache)
    out = model.generate(**enc, past_key_values=cache, prompt_lookup_num_tokens=3, max_new_tokens=8)
    print(tokenizer.decode(out[0, enc.input_ids.shape[1]:]))
