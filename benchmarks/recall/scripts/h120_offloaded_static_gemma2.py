# classes: 8
"""Gemma-2 with an offloaded static cache so that a long context does not blow up memory."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "google/gemma-2-2b-it"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id, device_map="cpu")

prompt = "Write a haiku about the sea."
inputs = tokenizer(prompt, return_tensors="pt")
outputs = model.generate(**inputs, max_new_tokens=8, cache_implementation="offloaded_static")
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
