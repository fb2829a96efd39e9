# classes: 8
"""The answer: pass tokenizer=tok with stop_strings."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=8, stop_strings=["\n", "."], tokenizer=tok)
print(tok.decode(out[0]))
