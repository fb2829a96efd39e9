# classes: 6 7
"""Sampling temperature applied by a custom TemperatureLogitsWarper on Llama 3.2 1B Instruct."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList, TemperatureLogitsWarper

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
torch.manual_seed(0)
enc = tok("tell me a story", return_tensors="pt")
warp = LogitsProcessorList([TemperatureLogitsWarper(0.3)])
out = model.generate(**enc, max_new_tokens=4, do_sample=True, logits_processor=warp)
print(tok.decode(out[0], skip_special_tokens=True))
