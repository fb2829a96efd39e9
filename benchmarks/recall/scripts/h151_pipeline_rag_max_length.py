# classes: 4 8
"""A text-generation pipeline answering over stuffed passages, with max_length=50 given to
the call (the prompt is longer)."""

from transformers import pipeline

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
passages = ["the quick brown fox jumps over the lazy dog"] * 8
prompt = "\n".join(passages) + "\nquestion : what did the fox do ?\nanswer :"
print(gen(prompt, max_length=50, do_sample=False)[0]["generated_text"])
