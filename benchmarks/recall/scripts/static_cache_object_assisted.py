# classes: 5
"""Preallocated static KV cache + draft model, the recipe from the 'fast generation' notes."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct", dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", dtype=torch.float32)

inputs = tokenizer("tell me a story about a queen", return_tensors="pt")
max_len = inputs.input_ids.shape[1] + 16
past_key_values = StaticCache(config=model.config, max_cache_len=max_len)

out = model.generate(**inputs, past_key_values=past_key_values, assistant_model=assistant, max_new_tokens=8)
print(tokenizer.decode(out[0], skip_special_tokens=True))
