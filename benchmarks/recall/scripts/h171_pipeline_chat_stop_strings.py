# classes: 4 8
"""Chat pipeline that stops at the next "user" turn marker the small model tends to invent."""
from transformers import pipeline

pipe = pipeline("text-generation", model="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
history = [{"role": "user", "content": "hello who are you"}]
out = pipe(history, max_new_tokens=8, do_sample=False, stop_strings=["user"])
print(out[0]["generated_text"][-1])
