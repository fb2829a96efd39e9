# classes: 8 9
"""Tuning the draft model's own generation config (num_assistant_tokens, schedule), as the docs describe."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

main_ckpt = "meta-llama/Llama-3.2-3B-Instruct"
draft_ckpt = "meta-llama/Llama-3.2-1B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(main_ckpt)
model = AutoModelForCausalLM.from_pretrained(main_ckpt, torch_dtype=torch.float32)
assistant_model = AutoModelForCausalLM.from_pretrained(draft_ckpt, torch_dtype=torch.float32)

assistant_model.generation_config.num_assistant_tokens = 4
assistant_model.generation_config.num_assistant_tokens_schedule = "constant"
assistant_model.generation_config.cache_implementation = "dynamic"

inputs = tokenizer("Alice and Bob", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=10, do_sample=False)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
