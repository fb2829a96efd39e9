# classes: 4 8
"""Short-answer eval through the text-generation pipeline, cutting answers at the first newline
with stop_strings."""
from transformers import pipeline

pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B")
data = [("Q: What color is the sky?\nA:", "blue"), ("Q: What is frozen water called?\nA:", "ice")]
hits = 0
for prompt, gold in data:
    out = pipe(prompt, max_new_tokens=6, do_sample=False, stop_strings=["\n"], return_full_text=False)
    hits += gold in out[0]["generated_text"].lower()
print("em", hits / len(data))
