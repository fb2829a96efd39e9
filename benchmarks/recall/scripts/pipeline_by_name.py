# classes: 4
from transformers import pipeline

pipe = pipeline("text-generation", model="gpt2", assistant_model="distilgpt2")
print(pipe("once upon a time", max_new_tokens=10)[0]["generated_text"])
