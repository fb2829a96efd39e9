# classes: 6 8
"""Suppress GPT-2's padding token during generation, after setting padding to end-of-text."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=False, suppress_tokens=[tok.pad_token_id])
print(tok.decode(out[0]))
