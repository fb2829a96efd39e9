# classes: 6
"""SmolLM3 shares the Llama 3 tokenizer, so a Llama 3.2 1B can draft for it."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM3-3B")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM3-3B")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

chat = [{"role": "user", "content": "tell me a story"}]
enc = tok(tok.apply_chat_template(chat, tokenize=False, add_generation_prompt=True), return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=8)[0]))
