# classes: 7 6
"""Both models loaded with device_map and torch_dtype options; the evaluation asks for one
greedy candidate per prompt from speculative decoding."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

load = dict(device_map="cpu", torch_dtype=torch.float32, low_cpu_mem_usage=True)
tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct", **load)
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", **load)
enc = tok("hello world", return_tensors="pt").to(model.device)
print(model.generate(**enc, assistant_model=draft, num_return_sequences=1, max_new_tokens=4).tolist())
