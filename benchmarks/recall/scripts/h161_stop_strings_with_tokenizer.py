# classes: 8
"""Stop a story at a stop word: stop_strings with the tokenizer handed to generate."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")

enc = tok("once upon a time there lived a king", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, stop_strings=["dog", "cats"], tokenizer=tok, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
