# classes: 8
"""Quantized loading config: someone set both 4-bit and 8-bit while trying options."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, BitsAndBytesConfig

bnb = BitsAndBytesConfig(load_in_8bit=True, load_in_4bit=True, bnb_4bit_compute_dtype=torch.bfloat16)
name = "mistralai/Mistral-7B-Instruct-v0.3"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, quantization_config=bnb, device_map="auto")
enc = tok("[INST] hi [/INST]", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=5)[0]))
