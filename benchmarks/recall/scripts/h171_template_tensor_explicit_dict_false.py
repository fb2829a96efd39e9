# classes: 6
"""Notebook cell from a model card, written to keep the templated ids a plain tensor."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "microsoft/Phi-3-mini-4k-instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

messages = [
    {"role": "system", "content": "You are a helpful AI assistant."},
    {"role": "user", "content": "name two colors of the sky"},
]
input_ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=False)
outputs = model.generate(input_ids, max_new_tokens=8, do_sample=False)
print(tokenizer.decode(outputs[0][input_ids.shape[-1] :], skip_special_tokens=True))
