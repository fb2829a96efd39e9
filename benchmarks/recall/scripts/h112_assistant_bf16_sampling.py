# classes: 7 6
"""Speculative sampling with a bfloat16 draft beside a float32 target."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
target = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", torch_dtype=torch.bfloat16)

enc = tok("tell me a story", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, do_sample=True, top_k=20, max_new_tokens=8)
print(tok.decode(out[0], skip_special_tokens=True))
