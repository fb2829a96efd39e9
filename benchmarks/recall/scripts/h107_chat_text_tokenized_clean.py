# classes: 4
"""Chat formatted to text with apply_chat_template(tokenize=False), tokenized, generated with
max_new_tokens: the budget counts only new tokens."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
messages = [{"role": "user", "content": "Name two uses of a paperclip besides holding paper."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
model_inputs = tokenizer([text], return_tensors="pt")
generated = model.generate(**model_inputs, max_new_tokens=8)
answer = tokenizer.batch_decode(generated[:, model_inputs.input_ids.shape[1]:], skip_special_tokens=True)[0]
print(answer)
