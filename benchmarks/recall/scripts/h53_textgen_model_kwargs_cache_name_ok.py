# classes: 4 8
"""Static cache asked for where generation reads it: in generate_kwargs at construction."""
from transformers import pipeline

gen = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-0.5B-Instruct",
    model_kwargs={"attn_implementation": "sdpa"},
)
print(gen("The capital of Italy is", generate_kwargs={"cache_implementation": "static", "max_new_tokens": 3})[0]["generated_text"])
