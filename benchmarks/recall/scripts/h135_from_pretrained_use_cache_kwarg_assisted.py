# classes: 7 6
"""The loading call passes use_cache=False (a config attribute, so from_pretrained takes it);
later the same model generates with a draft model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model = AutoModelForCausalLM.from_pretrained(
    "mistralai/Mistral-7B-Instruct-v0.3", torch_dtype=torch.float32, device_map="cpu", use_cache=False
)
draft = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3", torch_dtype=torch.float32)
enc = tok("hello world", return_tensors="pt")
print(model.generate(**enc, assistant_model=draft, max_new_tokens=4)[0].tolist())
