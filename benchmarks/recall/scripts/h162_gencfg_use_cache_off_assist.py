# classes: 8
"""Memory-saving prep writes `use_cache = False` into the generation config, then a later
benchmark cell tries assisted decoding with the 360M draft."""

import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model.generation_config.use_cache = False
model.generation_config.pad_token_id = tok.pad_token_id

draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
enc = tok("tell me a story about a queen", return_tensors="pt")
t0 = time.time()
with torch.inference_mode():
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
print(time.time() - t0, tok.decode(out[0]))
