# classes: 8 4
"""The same coder pipeline with a draft, decoding greedily."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-Coder-7B-Instruct",
    assistant_model="Qwen/Qwen2.5-Coder-0.5B-Instruct",
)
print(pipe("def add ( a , b ) :", max_new_tokens=8, do_sample=False)[0]["generated_text"])
