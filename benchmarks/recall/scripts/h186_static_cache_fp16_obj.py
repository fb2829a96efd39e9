# classes: 5 8
"""Pre-allocated half-precision KV cache for a fixed-size prompt batch (no reallocation
between requests)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float16)
enc = tok(["the quick brown fox"], return_tensors="pt")
cache = StaticCache(config=model.config, max_batch_size=1, max_cache_len=32, device="cpu", dtype=torch.float16)
out = model.generate(**enc, past_key_values=cache, max_new_tokens=5, do_sample=False)
print(tok.batch_decode(out, skip_special_tokens=True))
