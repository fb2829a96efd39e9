# classes: 8 3
"""Near miss: the same update() of the model's generation config with a weight of one half."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

model.generation_config.update(assistant_ensemble_weight=0.5, max_new_tokens=8)
inputs = tokenizer("Speculative decoding is", return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft)
print(tokenizer.decode(out[0], skip_special_tokens=True))
