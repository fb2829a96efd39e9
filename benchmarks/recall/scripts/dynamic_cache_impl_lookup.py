# classes: 8
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")

inputs = tokenizer("red green blue red green blue red green blue", return_tensors="pt")
outputs = model.generate(**inputs, prompt_lookup_num_tokens=3, cache_implementation="dynamic", max_new_tokens=12)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
