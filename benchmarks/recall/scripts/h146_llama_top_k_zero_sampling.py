# classes: 8
"""Llama 2 story sampler from a 2023 blog that copied top_k=0 (top-k off) from the 2020 GPT-2
post, with nucleus sampling."""
import torch
from transformers import AutoTokenizer, LlamaForCausalLM

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-hf")
model = LlamaForCausalLM.from_pretrained("meta-llama/Llama-2-7b-hf", torch_dtype=torch.float32)
torch.manual_seed(0)
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, do_sample=True, top_k=0, top_p=0.95, max_new_tokens=10)
print(tok.decode(out[0], skip_special_tokens=True))
