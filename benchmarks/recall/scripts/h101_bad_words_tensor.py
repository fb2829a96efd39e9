# classes: 7
"""Banned words encoded with return_tensors="pt" and handed to generate as bad_words_ids."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

banned = tokenizer(["hello"], add_special_tokens=False, return_tensors="pt").input_ids
inputs = tokenizer("Say something nice:", return_tensors="pt")
out = model.generate(**inputs, bad_words_ids=banned, max_new_tokens=8)
print(tokenizer.decode(out[0], skip_special_tokens=True))
