# classes: 5
"""Preallocate one StaticCache and reuse it for every batch to avoid re-allocation."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
BATCH_SIZE = 2
MAX_NEW = 4

tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MODEL)
prompts = ["hello world", "tell me a story about the king and the queen who loved the garden",
           "one two", "the fox"]

try:
    cache = StaticCache(config=model.config, max_batch_size=BATCH_SIZE, max_cache_len=16)
except TypeError:  # 5.x: no batch size up front
    cache = StaticCache(config=model.config, max_cache_len=16)

for i in range(0, len(prompts), BATCH_SIZE):
    enc = tok(prompts[i : i + BATCH_SIZE], return_tensors="pt", padding=True)
    cache.reset()
    with torch.no_grad():
        out = model.generate(**enc, past_key_values=cache, max_new_tokens=MAX_NEW, do_sample=False)
    print(tok.batch_decode(out, skip_special_tokens=True))
