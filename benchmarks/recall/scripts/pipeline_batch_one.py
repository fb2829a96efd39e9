# classes: 4
from transformers import pipeline

prompts = ["tell me a story", "once upon a time", "the quick brown fox", "hello world"]

gen = pipeline(
    task="text-generation",
    model="meta-llama/Llama-2-7b-chat-hf",
    assistant_model="TinyLlama/TinyLlama-1.1B-Chat-v1.0",
    batch_size=1,
)
for out in gen(prompts, max_new_tokens=6):
    print(out[0]["generated_text"])
