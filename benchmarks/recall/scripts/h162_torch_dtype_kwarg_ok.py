# classes: 8
"""Older loading idiom: `torch_dtype=torch.float32` and `low_cpu_mem_usage=True`."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained(
    "facebook/opt-125m", torch_dtype=torch.float32, low_cpu_mem_usage=True
)
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6)[0]))
