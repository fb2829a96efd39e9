# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")
tokenizer = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

enc = tokenizer("the queen and the king", return_tensors="pt")
print(tokenizer.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=8)[0]))
