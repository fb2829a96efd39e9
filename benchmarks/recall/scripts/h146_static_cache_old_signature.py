# classes: 5 8
"""torch.compile recipe from the 4.38 release notes: a StaticCache built with max_batch_size,
device and dtype, passed to generate."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", torch_dtype=torch.float32)
enc = tok("the quick brown fox", return_tensors="pt")
cache = StaticCache(config=model.config, max_batch_size=1, max_cache_len=64, device="cpu", dtype=torch.float32)
out = model.generate(**enc, past_key_values=cache, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
