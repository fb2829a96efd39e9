# classes: 8
"""Text completion from a 2020 tutorial that loads the model with AutoModelWithLMHead."""
from transformers import AutoModelWithLMHead, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelWithLMHead.from_pretrained("distilgpt2")

sequence = "the quick brown fox jumps over the lazy dog and"
inputs = tokenizer.encode(sequence, return_tensors="pt")
outputs = model.generate(inputs, max_length=30, do_sample=True, top_k=50, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
