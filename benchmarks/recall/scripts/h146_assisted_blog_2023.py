# classes: 6 8
"""The May 2023 assisted generation blog example with Pythia models, run as written."""
from transformers import AutoModelForCausalLM, AutoTokenizer

prompt = "Alice and Bob"
checkpoint = "EleutherAI/pythia-70m"
assistant_checkpoint = "EleutherAI/pythia-70m"

tokenizer = AutoTokenizer.from_pretrained(checkpoint)
inputs = tokenizer(prompt, return_tensors="pt")
model = AutoModelForCausalLM.from_pretrained(checkpoint)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant_checkpoint)
outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=10, num_return_sequences=2, do_sample=True)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
