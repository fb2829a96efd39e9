# classes: 6
"""Try the tiny Llama-68M as a cheap draft for Qwen2.5-0.5B-Instruct on a chat prompt."""
from transformers import AutoModelForCausalLM, AutoTokenizer

main_id = "Qwen/Qwen2.5-0.5B-Instruct"
draft_id = "JackFram/llama-68m"

tokenizer = AutoTokenizer.from_pretrained(main_id)
model = AutoModelForCausalLM.from_pretrained(main_id)
assistant = AutoModelForCausalLM.from_pretrained(draft_id)

messages = [{"role": "user", "content": "tell me a story about a cat"}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
batch = tokenizer([text], return_tensors="pt")

generated = model.generate(**batch, assistant_model=assistant, max_new_tokens=10, do_sample=False)
print(tokenizer.batch_decode(generated[:, batch["input_ids"].shape[1]:], skip_special_tokens=True)[0])
