# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen3-8B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-8B")
assistant_model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

messages = [{"role": "user", "content": "tell me a story"}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = tokenizer([text], return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=10)
print(tokenizer.decode(out[0][len(inputs.input_ids[0]):], skip_special_tokens=True))
