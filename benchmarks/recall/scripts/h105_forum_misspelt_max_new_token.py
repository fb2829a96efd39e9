# classes: 8
"""Forum question: a typo in the keyword (max_new_token) copied from an old notebook."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "Qwen/Qwen2-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

messages = [{"role": "user", "content": "tell me a story about cats"}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
model_inputs = tokenizer([text], return_tensors="pt")
generated_ids = model.generate(**model_inputs, max_new_token=16)
print(tokenizer.batch_decode(generated_ids, skip_special_tokens=True)[0])
