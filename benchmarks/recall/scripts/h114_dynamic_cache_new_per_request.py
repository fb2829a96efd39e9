# classes: 5
"""A tiny request loop under `torch.inference_mode()` that builds a new DynamicCache for every
request (the cache of the previous one is dropped)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

REQUESTS = [
    "Translate to French: the weather is lovely today and we are going to the beach",
    "Hi!",
]

with torch.inference_mode():
    for text in REQUESTS:
        cache = DynamicCache()
        enc = tok(text, return_tensors="pt")
        out = model.generate(**enc, past_key_values=cache, max_new_tokens=6, do_sample=False)
        print(repr(tok.decode(out[0], skip_special_tokens=True)))
