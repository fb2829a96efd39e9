# classes: 8
"""Cap the memory accelerate may use when placing the model; CPU only on this box."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained(
    "Qwen/Qwen2.5-0.5B-Instruct", device_map="auto", max_memory={"cpu": "4GiB"}, torch_dtype=torch.bfloat16
)
enc = tok("hello", return_tensors="pt").to(model.device)
print(tok.decode(model.generate(**enc, max_new_tokens=4, do_sample=False)[0]))
