# classes: 4 8
"""The same pipeline with max_new_tokens and return_full_text=False, as RAG code usually
asks for only the answer."""

from transformers import pipeline

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
passages = ["the quick brown fox jumps over the lazy dog"] * 8
prompt = "\n".join(passages) + "\nquestion : what did the fox do ?\nanswer :"
print(gen(prompt, max_new_tokens=8, do_sample=False, return_full_text=False)[0]["generated_text"])
