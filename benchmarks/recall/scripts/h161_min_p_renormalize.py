# classes: 8
"""Min-p sampling with renormalised logits and a temperature, on Llama 3.2 1B Instruct."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
torch.manual_seed(0)
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=True, min_p=0.1, temperature=1.2, renormalize_logits=True)
print(tok.decode(out[0], skip_special_tokens=True))
