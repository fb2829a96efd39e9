# classes: 8
"""Stops a chat completion at the next "user" turn with stop_strings, forgetting that
generate needs the tokenizer to match strings."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("assistant hello there", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=8, stop_strings=["user", "\n\n"])
print(tok.decode(out[0][enc["input_ids"].shape[1]:]))
