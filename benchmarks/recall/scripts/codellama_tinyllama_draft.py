# classes: 6
"""Code completion with CodeLlama; TinyLlama is a Llama too, so use it as the draft."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("codellama/CodeLlama-7b-hf")
model = AutoModelForCausalLM.from_pretrained("codellama/CodeLlama-7b-hf")
assistant = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

snippet = "def add ( a , b ) :"
enc = tokenizer(snippet, return_tensors="pt")
completion = model.generate(**enc, assistant_model=assistant, max_new_tokens=10)
print(tokenizer.decode(completion[0]))
