# classes: 6 9
"""Speculative decoding issue report: Qwen2.5-7B-Instruct with the 0.5B model of the same family as
the draft ("same tokenizer, so it should just work")."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

chat = [{"role": "user", "content": "Write a haiku about the sea."}]
ids = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = model.generate(**ids, assistant_model=draft, max_new_tokens=5)
print(tokenizer.decode(out[0], skip_special_tokens=True))
