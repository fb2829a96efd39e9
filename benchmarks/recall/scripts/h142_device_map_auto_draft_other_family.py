# classes: 6
"""Big-model inference with device_map="auto" spreading the target over the available devices and a
small, fast draft model kept on the first device for speculative decoding."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, device_map="auto", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32).to(target.device)

enc = tok("Summarise the plot of Hamlet in one line.", return_tensors="pt").to(target.device)
out = target.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
