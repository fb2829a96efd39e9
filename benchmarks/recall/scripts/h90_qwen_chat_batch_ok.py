# classes: 4 6
"""Batched chat replies with Qwen2.5-0.5B-Instruct, whose tokenizer has a pad token."""
from transformers import pipeline

chats = [
    [{"role": "user", "content": "Give me a synonym for happy."}],
    [{"role": "user", "content": "What is the capital of Italy?"}],
]
pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
for reply in pipe(chats, batch_size=2, max_new_tokens=6, do_sample=False):
    print(reply[0]["generated_text"][-1]["content"])
