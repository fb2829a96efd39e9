# classes: 8
"""Old-style 4-bit loading through the from_pretrained keyword (no config object)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", load_in_4bit=True)
enc = tok("hello", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))
