# classes: 8 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")
assistant = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")

# make the default explicit so the exported config documents it
model.generation_config.update(cache_implementation="dynamic", max_new_tokens=6)

inputs = tokenizer("hello world", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant)
print(tokenizer.decode(outputs[0]))
