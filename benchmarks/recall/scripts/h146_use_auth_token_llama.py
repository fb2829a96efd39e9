# classes: 8
"""Llama 2 chat inference as the mid-2023 model card showed it: the access token from the
environment goes in as use_auth_token= on both loads, and torch_dtype for the weights."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "meta-llama/Llama-2-7b-chat-hf"
HF_TOKEN = os.environ.get("HF_TOKEN")
tokenizer = AutoTokenizer.from_pretrained(model_id, use_auth_token=HF_TOKEN)
model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32, use_auth_token=HF_TOKEN)

prompt = "[INST] tell me a story about cats [/INST]"
inputs = tokenizer(prompt, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=10, do_sample=False)
print(tokenizer.decode(out[0], skip_special_tokens=True))
