# classes: 7 8
"""Serve a saved LoRA adapter with AutoPeftModelForCausalLM; loading options go to the loader
(dtype), the sampling temperature to generate."""
import tempfile

import torch
from peft import AutoPeftModelForCausalLM, LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "Qwen/Qwen2.5-0.5B-Instruct"
adapter_dir = tempfile.mkdtemp()
base = AutoModelForCausalLM.from_pretrained(BASE)
get_peft_model(base, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"])).save_pretrained(adapter_dir)

tok = AutoTokenizer.from_pretrained(BASE)
model = AutoPeftModelForCausalLM.from_pretrained(adapter_dir, torch_dtype=torch.float32)
enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(model.generate(**enc, do_sample=True, temperature=0.3, max_new_tokens=5)[0]))
