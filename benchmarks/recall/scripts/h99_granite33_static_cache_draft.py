# classes: 6 5
"""Granite 3.3 8B Instruct card quickstart with two speed tweaks from the generation docs: a static
cache (cache_implementation="static") and granite-3.3-2b-instruct as the assistant model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, set_seed

model_path = "ibm-granite/granite-3.3-8b-instruct"
tokenizer = AutoTokenizer.from_pretrained(model_path)
model = AutoModelForCausalLM.from_pretrained(model_path, torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained("ibm-granite/granite-3.3-2b-instruct", torch_dtype=torch.float32)

conv = [{"role": "user", "content": "Redesign a common household item to make it more sustainable."}]
input_ids = tokenizer.apply_chat_template(conv, return_tensors="pt", return_dict=True, add_generation_prompt=True)
set_seed(42)
output = model.generate(**input_ids, max_new_tokens=8, cache_implementation="static", assistant_model=assistant)
prediction = tokenizer.decode(output[0, input_ids["input_ids"].shape[1]:], skip_special_tokens=True)
print(prediction)
