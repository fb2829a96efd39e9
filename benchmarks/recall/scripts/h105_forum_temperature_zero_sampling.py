# classes: 8
"""Forum question: "I want deterministic output" -- temperature=0 like the OpenAI API, but
do_sample=True left in from the snippet."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
inputs = tokenizer("Write a story about a red dog", return_tensors="pt")
outputs = model.generate(**inputs, do_sample=True, temperature=0.0, max_new_tokens=6)
print(tokenizer.batch_decode(outputs)[0])
