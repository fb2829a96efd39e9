# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("microsoft/phi-4")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-4")
small = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")

inputs = tokenizer("tell me about the fox", return_tensors="pt")
print(tokenizer.decode(model.generate(**inputs, assistant_model=small, max_new_tokens=8)[0]))
