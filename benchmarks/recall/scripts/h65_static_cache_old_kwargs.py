# classes: 5 8
"""torch.compile decode loop with a preallocated static cache (pattern from the 4.38 release blog)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

ckpt = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt, torch_dtype=torch.float32)

prompt = tok(["The capital of France is"], return_tensors="pt")
cache = StaticCache(
    config=model.config,
    max_batch_size=1,
    max_cache_len=64,
    device=model.device,
    dtype=model.dtype,
)
out = model.generate(**prompt, past_key_values=cache, max_new_tokens=5, do_sample=False)
print(tok.batch_decode(out, skip_special_tokens=True)[0])
print("cache capacity:", cache.get_max_cache_shape())
