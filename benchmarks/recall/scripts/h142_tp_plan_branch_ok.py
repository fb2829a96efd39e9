# classes: 1 6
"""Tensor parallelism when launched with several processes (tp_plan="auto"), device_map otherwise;
one speculative decode with a draft of the same family."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

world_size = int(os.environ.get("WORLD_SIZE", "1"))
NAME = "HuggingFaceTB/SmolLM2-360M-Instruct"

if world_size > 1:
    model = AutoModelForCausalLM.from_pretrained(NAME, tp_plan="auto", torch_dtype=torch.bfloat16)
else:
    model = AutoModelForCausalLM.from_pretrained(NAME, device_map="auto", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", torch_dtype=model.dtype)
tok = AutoTokenizer.from_pretrained(NAME)

enc = tok("Three facts about octopuses:", return_tensors="pt").to(model.device)
out = model.generate(**enc, assistant_model=draft, do_sample=True, temperature=0.6, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
