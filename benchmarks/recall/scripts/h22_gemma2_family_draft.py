# classes: 6 9
"""Assisted generation from the docs with a Gemma 2 pair: the 2B instruct model drafts for the 9B one."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "google/gemma-2-9b-it"
assistant_checkpoint = "google/gemma-2-2b-it"


def load(name):
    return AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32).eval()


tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = load(checkpoint)
assistant_model = load(assistant_checkpoint)

prompts = ["Alice and Bob", "Write a hello world program"]
for prompt in prompts:
    chat = [{"role": "user", "content": prompt}]
    inputs = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=10, do_sample=False)
    print(tokenizer.decode(outputs[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True))
