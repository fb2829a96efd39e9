# classes: 8
"""The answer: drop do_sample; temperature=0 without sampling is only ignored (a warning)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
inputs = tokenizer("Write a story about a red dog", return_tensors="pt")
outputs = model.generate(**inputs, temperature=0.0, max_new_tokens=6)
print(tokenizer.batch_decode(outputs)[0])
