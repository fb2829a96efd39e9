# classes: 6
"""Pythia-1.4b card quickstart (GPTNeoXForCausalLM, AutoTokenizer, generate) sped up with GPT-2 as
the assistant model, which the user had lying around."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GPTNeoXForCausalLM

model = GPTNeoXForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
assistant = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

inputs = tokenizer("Hello, I am", return_tensors="pt")
tokens = model.generate(**inputs, max_new_tokens=8, assistant_model=assistant)
print(tokenizer.decode(tokens[0]))
