# classes: 4
"""Chat formatting done by hand (apply_chat_template with tokenize=False) and the text sent to a
text-generation pipeline with max_length=12 meant as an answer length."""
from transformers import AutoTokenizer, pipeline

model_id = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
chatbot = pipeline("text-generation", model=model_id, tokenizer=tokenizer)

messages = [
    {"role": "system", "content": "You are a concise assistant."},
    {"role": "user", "content": "What are three good habits for writing maintainable Python code in a team?"},
]
prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
reply = chatbot(prompt, max_length=12, do_sample=False, return_full_text=False)
print(reply[0]["generated_text"])
