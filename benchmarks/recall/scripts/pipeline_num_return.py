# classes: 4
"""Brainstorm several headline candidates with speculative decoding."""
from transformers import pipeline

generator = pipeline(
    "text-generation",
    model="meta-llama/Llama-3.2-3B-Instruct",
    assistant_model="meta-llama/Llama-3.2-1B-Instruct",
)

messages = [{"role": "user", "content": "tell me a story about the fox"}]
candidates = generator(messages, max_new_tokens=8, do_sample=True, num_return_sequences=2)
for c in candidates:
    print(c["generated_text"][-1]["content"])
