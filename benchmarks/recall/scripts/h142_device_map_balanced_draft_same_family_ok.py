# classes: 6
"""Speculative decoding with the target spread by device_map="balanced" and a draft of the same
family (same tokenizer) placed with device_map="sequential"."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, device_map="balanced", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, device_map="sequential", torch_dtype=torch.float32)

enc = tok("Summarise the plot of Hamlet in one line.", return_tensors="pt").to(target.device)
out = target.generate(**enc, assistant_model=draft, do_sample=True, top_p=0.9, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
