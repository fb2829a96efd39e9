# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "Qwen/Qwen2.5-Coder-7B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForCausalLM.from_pretrained(model_name)
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")

messages = [{"role": "user", "content": "def add ( a , b ) :"}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
model_inputs = tokenizer([text], return_tensors="pt")
out = model.generate(
    **model_inputs,
    assistant_model=assistant,
    tokenizer=tokenizer,
    assistant_tokenizer=AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct"),
    max_new_tokens=8,
)
print(tokenizer.decode(out[0]))
