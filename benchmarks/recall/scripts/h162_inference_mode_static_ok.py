# classes: 8 5
"""Static cache set once on the generation config, generation under `torch.inference_mode()`."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-3-270m-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it").eval()
model.generation_config.cache_implementation = "static"
enc = tok("tell me a story", return_tensors="pt")
with torch.inference_mode():
    out = model.generate(**enc, max_new_tokens=6)
print(tok.decode(out[0]))
