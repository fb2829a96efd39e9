# classes: 5
"""Plain greedy decoding with a preallocated cache (no draft model): the torch.compile recipe."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b", torch_dtype=torch.float32)

prompt = tok("tell me a story about a green garden", return_tensors="pt")
cache = StaticCache(config=model.config, max_cache_len=64)
with torch.inference_mode():
    out = model.generate(**prompt, past_key_values=cache, max_new_tokens=10, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
