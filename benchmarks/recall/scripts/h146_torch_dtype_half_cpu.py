# classes: 8
"""Inference script from a 2023 repo that loads in float16 and calls .half() again, run on a
laptop without a GPU."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

device = "cuda" if torch.cuda.is_available() else "cpu"
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float16)
model = model.half().to(device)
model.eval()

enc = tok("tell me about the fox", return_tensors="pt").to(device)
with torch.no_grad():
    out = model.generate(**enc, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
