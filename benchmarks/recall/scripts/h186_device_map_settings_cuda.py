# classes: 8
"""Settings block at the top of a notebook export: the GPU settings were left in."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {
    "model": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "device_map": "cuda:0",
    "dtype": torch.bfloat16,
    "max_new_tokens": 5,
}

tok = AutoTokenizer.from_pretrained(SETTINGS["model"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"], device_map=SETTINGS["device_map"], dtype=SETTINGS["dtype"])
enc = tok("tell me a story", return_tensors="pt").to(model.device)
print(tok.decode(model.generate(**enc, max_new_tokens=SETTINGS["max_new_tokens"])[0]))
