# classes: 6 8
"""Speculative decoding for a chat model with its 1B sibling as draft; one sampled answer per turn."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

chat = [{"role": "user", "content": "tell me a story about a queen"}]
inputs = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = target.generate(**inputs, assistant_model=draft, max_new_tokens=6)
for seq in out:
    print(tok.decode(seq[inputs["input_ids"].shape[1] :], skip_special_tokens=True))
