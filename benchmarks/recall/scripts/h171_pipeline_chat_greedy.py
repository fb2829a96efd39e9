# classes: 4 6
"""Chat through the text-generation pipeline (messages in, messages out), with greedy
settings for a reproducible demo."""
from transformers import pipeline

chatbot = pipeline("text-generation", model="meta-llama/Llama-3.2-1B-Instruct")

conversation = [
    {"role": "system", "content": "You are a pirate chatbot who always responds in pirate speak!"},
    {"role": "user", "content": "Who are you?"},
]
result = chatbot(conversation, max_new_tokens=8, do_sample=False)
conversation = result[0]["generated_text"]
conversation.append({"role": "user", "content": "tell me a story"})
result = chatbot(conversation, max_new_tokens=8, do_sample=False)
print(result[0]["generated_text"][-1]["content"])
