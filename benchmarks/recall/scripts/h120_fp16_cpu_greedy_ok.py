# classes: 8
"""Half the weight memory: load in float16 even on CPU and decode greedily."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float16, low_cpu_mem_usage=True)
model.eval()
with torch.no_grad():
    enc = tok("What is 2 + 2?", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
