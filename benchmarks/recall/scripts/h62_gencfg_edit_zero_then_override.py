# classes: 7 8
"""Checkpoint's generation_config is edited in place (0 marks "unset"); every call passes its own budget,
but 5.x validates the edited config before the keyword applies."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name).eval()
model.generation_config.max_new_tokens = 0
model.generation_config.use_cache = True

for q in ["Hi!", "What is 3*3?"]:
    enc = tok(q, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id)
    print(out.shape)
