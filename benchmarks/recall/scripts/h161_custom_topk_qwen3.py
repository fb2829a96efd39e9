# classes: 6 7
"""Tighter top-k as a custom warper in the logits processor list, on Qwen3-0.6B."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList, TopKLogitsWarper

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
torch.manual_seed(0)
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, logits_processor=LogitsProcessorList([TopKLogitsWarper(top_k=5)]))
print(tok.decode(out[0], skip_special_tokens=True))
