# classes: 2 7
"""Same sampling settings for the plain and the assisted run, to compare outputs."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SAMPLING = dict(max_new_tokens=8, do_sample=True, top_p=0.9, temperature=0.8, num_return_sequences=2)

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
inputs = tok("write a line about the garden", return_tensors="pt")

torch.manual_seed(0)
plain = model.generate(**inputs, **SAMPLING)
torch.manual_seed(0)
assisted = model.generate(**inputs, assistant_model=draft, **SAMPLING)
print(plain.shape, assisted.shape)
