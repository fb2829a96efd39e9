# classes: 8 3
"""Lossy speculative decoding configured on the model's generation config with update(); the
ensemble weight is given as a whole-number share."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

model.generation_config.update(assistant_ensemble_weight=1, max_new_tokens=8)
inputs = tokenizer("Speculative decoding is", return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft)
print(tokenizer.decode(out[0], skip_special_tokens=True))
