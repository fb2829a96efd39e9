# classes: 8 6
"""The fixed model-card snippet: return_dict=True and unpack the result into generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

messages = [{"role": "user", "content": "tell me a story about a queen"}]
inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
outputs = model.generate(**inputs, max_new_tokens=8)
print(tokenizer.decode(outputs[0][inputs["input_ids"].shape[-1]:]))
