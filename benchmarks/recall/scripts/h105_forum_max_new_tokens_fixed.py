# classes: 8
"""The answer: use max_new_tokens so the budget does not count the prompt."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

text = "there lived a king and a queen who loved the garden and the red and blue and green dogs"
inputs = tokenizer(text, return_tensors="pt")
output = model.generate(**inputs, max_new_tokens=10)
print(tokenizer.decode(output[0], skip_special_tokens=True))
