# classes: 4
import torch
from transformers import pipeline

chat = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-7B-Instruct",
    assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
    torch_dtype=torch.float32,
)

history = [
    {"role": "system", "content": "you are a story teller"},
    {"role": "user", "content": "tell me a story about a cat"},
]
reply = chat(history, max_new_tokens=8)
print(reply[0]["generated_text"][-1])
