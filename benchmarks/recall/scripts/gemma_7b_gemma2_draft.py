# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-7b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-7b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")

chat = [{"role": "user", "content": "tell me a story"}]
ids = tok(tok.apply_chat_template(chat, tokenize=False, add_generation_prompt=True), return_tensors="pt")
print(tok.decode(model.generate(**ids, assistant_model=draft, max_new_tokens=8)[0]))
