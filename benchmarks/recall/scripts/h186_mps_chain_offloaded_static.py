# classes: 8
"""Device chain cuda > mps > cpu with the offloaded static cache on accelerators; the CPU
path keeps a plain static cache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

if torch.cuda.is_available():
    device, cache = "cuda", "offloaded_static"
elif torch.backends.mps.is_available():
    device, cache = "mps", "offloaded_static"
else:
    device, cache = "cpu", "static"
tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m").to(device)
enc = tok("the quick brown fox", return_tensors="pt").to(device)
print(tok.decode(model.generate(**enc, max_new_tokens=4, cache_implementation=cache)[0], skip_special_tokens=True))
