# classes: 4 6
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

main_id = "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B"
draft_id = "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B"

tokenizer = AutoTokenizer.from_pretrained(main_id)
model = AutoModelForCausalLM.from_pretrained(main_id)
draft = AutoModelForCausalLM.from_pretrained(draft_id)

reasoner = pipeline("text-generation", model=model, tokenizer=tokenizer, assistant_model=draft)
messages = [{"role": "user", "content": "one two three four five what comes next"}]
print(reasoner(messages, max_new_tokens=8)[0]["generated_text"])
