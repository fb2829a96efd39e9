# classes: 8 5
"""Speculative decoding with a small draft; both models in float16 to save memory."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
target = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium", dtype=torch.float16)
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", dtype=torch.float16)
enc = tok("the quick brown fox", return_tensors="pt")
with torch.inference_mode():
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=5, do_sample=False,
                          pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
