# classes: 5 3
"""Batched static-cache benchmark: cache_implementation='static' lets generate size the cache for the batch."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"
PROMPTS = ["the cat sat", "a dog ran across the yard"]

tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MODEL)
batch = tok(PROMPTS, return_tensors="pt", padding=True)
with torch.inference_mode():
    out = model.generate(**batch, cache_implementation="static", max_new_tokens=6, do_sample=False)
print(tok.batch_decode(out, skip_special_tokens=True))
