# classes: 5 3
"""Batched static-cache benchmark: StaticCache built with max_batch_size for a batch of prompts."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "HuggingFaceTB/SmolLM2-135M"
PROMPTS = ["the cat sat", "a dog ran across the yard"]

tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MODEL)
batch = tok(PROMPTS, return_tensors="pt", padding=True)
cache = StaticCache(config=model.config, max_batch_size=len(PROMPTS), max_cache_len=64)
with torch.inference_mode():
    out = model.generate(**batch, past_key_values=cache, max_new_tokens=6, do_sample=False)
print(tok.batch_decode(out, skip_special_tokens=True))
