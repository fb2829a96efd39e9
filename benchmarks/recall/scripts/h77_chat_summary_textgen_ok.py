# classes: 8 4
"""Summarise with a small chat model through the text-generation pipeline (the 5.x way)."""
from transformers import pipeline

summarizer = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
messages = [
    {"role": "system", "content": "You summarise text in one sentence."},
    {"role": "user", "content": "Summarize: once upon a time there lived a king who loved his garden."},
]
out = summarizer(messages, max_new_tokens=8, do_sample=False)
print(out[0]["generated_text"][-1]["content"])
