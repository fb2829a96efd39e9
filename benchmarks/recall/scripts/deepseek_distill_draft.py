# classes: 6
"""R1-distill 7B with the 1.5B distill as the draft (both are Qwen2.5 underneath)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B")
model = AutoModelForCausalLM.from_pretrained("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B")
draft = AutoModelForCausalLM.from_pretrained("deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B")

messages = [{"role": "user", "content": "one two three what comes next"}]
prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
enc = tokenizer(prompt, return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=10, do_sample=False)
print(tokenizer.decode(out[0][enc["input_ids"].shape[-1]:]))
