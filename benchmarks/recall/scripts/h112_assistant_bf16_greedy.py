# classes: 7 6
"""Keep the target in float32 and load the draft in bfloat16 to save memory."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
target = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(
    "meta-llama/Llama-3.2-1B-Instruct", torch_dtype=torch.bfloat16, device_map="cpu"
)

enc = tok("hello world", return_tensors="pt").to(target.device)
out = target.generate(**enc, assistant_model=draft, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
