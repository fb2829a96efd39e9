# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
tokenizer = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

messages = [{"role": "user", "content": "tell me a story"}]
enc = tokenizer(tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True),
                return_tensors="pt")
print(tokenizer.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=8)[0]))
