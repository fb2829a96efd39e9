# classes: 7 8
"""A compiled wrapper of a target loaded with `use_cache=False`, used for speculative decoding."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0", use_cache=False)
compiled = torch.compile(model, backend="eager")
draft = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
enc = tok("hello world", return_tensors="pt")
out = compiled.generate(**enc, assistant_model=draft, max_new_tokens=4)
print(tok.decode(out[0]))
