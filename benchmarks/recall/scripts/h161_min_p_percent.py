# classes: 8
"""Min-p sampling at 5 percent on SmolLM2-135M."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

torch.manual_seed(0)
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=True, min_p=5)
print(tok.decode(out[0], skip_special_tokens=True))
