# classes: 4 8
"""Text-generation pipeline asked for a static cache through model_kwargs."""
from transformers import pipeline

generator = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-0.5B-Instruct",
    model_kwargs={"cache_implementation": "static"},
)
print(generator("The capital of France is", max_new_tokens=4)[0]["generated_text"])
