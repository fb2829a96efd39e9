# classes: 6 5
"""Gemma 2 9B-it model-card snippet (chat template with return_tensors, generate, decode), with
gemma-2-2b-it added as a draft model for assisted generation; the card's generation config is
left as shipped."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.float32)

chat = [{"role": "user", "content": "Write me a poem about Machine Learning."}]
input_ids = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
outputs = model.generate(**input_ids, max_new_tokens=8, assistant_model=draft)
print(tokenizer.decode(outputs[0]))
