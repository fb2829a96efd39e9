# classes: 9
"""Bug-report reproduction, the version that works: near-deterministic sampling with a small
positive temperature instead of zero."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

messages = [{"role": "user", "content": "What is 2+2?"}]
inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)

with torch.no_grad():
    outputs = model.generate(**inputs, do_sample=True, temperature=1e-3, top_p=1.0, max_new_tokens=5)

print(tokenizer.decode(outputs[0][inputs["input_ids"].shape[-1]:]))
