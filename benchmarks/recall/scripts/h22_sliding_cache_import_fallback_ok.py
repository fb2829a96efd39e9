# classes: 5 1
"""Mistral generation with a preallocated cache; works with old and new transformers."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    from transformers import SlidingWindowCache as PreallocatedCache
except ImportError:
    from transformers import StaticCache as PreallocatedCache

MODEL_ID = "mistralai/Mistral-7B-v0.1"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)


def generate(text, new_tokens=10):
    enc = tokenizer(text, return_tensors="pt")
    cache = PreallocatedCache(config=model.config, max_cache_len=enc.input_ids.shape[1] + new_tokens)
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=new_tokens, do_sample=False)
    return tokenizer.decode(out[0], skip_special_tokens=True)


print(generate("My favourite condiment is"))
