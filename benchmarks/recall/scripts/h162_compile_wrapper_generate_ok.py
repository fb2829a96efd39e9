# classes: 7 8
"""`torch.compile(model)` returns a wrapper; `generate` is reached through it (eager backend so the
smoke test is fast)."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("JackFram/llama-68m")
model = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m").eval()
compiled = torch.compile(model, backend="eager")
enc = tok("hello world", return_tensors="pt")
out = compiled.generate(**enc, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0]))
