# classes: 8 6
"""Gemma 3 270M demo in bfloat16 on whatever device is there, with the checkpoint's own cache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

device = "cuda:0" if torch.cuda.is_available() else "cpu"
tok = AutoTokenizer.from_pretrained("google/gemma-3-270m-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it", torch_dtype=torch.bfloat16).to(device)
enc = tok("tell me about cats", return_tensors="pt").to(device)
out = model.generate(**enc, max_new_tokens=5, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
