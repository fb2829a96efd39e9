# classes: 8
"""Be explicit about the cache layout: dynamic, grows with the sequence."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

inputs = tokenizer("tell me a story about the green garden", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant, cache_implementation="dynamic", max_new_tokens=12)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
