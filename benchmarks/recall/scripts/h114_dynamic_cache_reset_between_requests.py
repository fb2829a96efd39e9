# classes: 5
"""A tiny request loop that keeps one DynamicCache for the process and calls `cache.reset()`
before every request, the way the StaticCache examples do, under `torch.inference_mode()`."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
cache = DynamicCache()

REQUESTS = [
    "Translate to French: the weather is lovely today and we are going to the beach",
    "Hi!",
]

with torch.inference_mode():
    for text in REQUESTS:
        cache.reset()
        enc = tok(text, return_tensors="pt")
        out = model.generate(**enc, past_key_values=cache, max_new_tokens=6, do_sample=False)
        print(repr(tok.decode(out[0], skip_special_tokens=True)))
