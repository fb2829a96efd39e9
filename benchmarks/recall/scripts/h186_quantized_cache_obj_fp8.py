# classes: 5 8
"""Build the fp8 quantized KV cache by hand and reuse it for a single long request."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, QuantizedCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B", dtype=torch.float32)
cache = QuantizedCache(backend="fp8", config=model.config)
enc = tok("once upon a time there lived a king who loved his garden", return_tensors="pt")
out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0]))
