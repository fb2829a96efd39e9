# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
draft = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")

chat = [{"role": "user", "content": "tell me a story"}]
inputs = tokenizer(tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True), return_tensors="pt")
print(tokenizer.decode(model.generate(**inputs, assistant_model=draft, max_new_tokens=8)[0]))
