# classes: 4 8
"""A text-generation pipeline asked for contrastive search through call keywords."""
from transformers import pipeline

generator = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
result = generator("once upon a time", penalty_alpha=0.5, top_k=4, max_new_tokens=6)
print(result[0]["generated_text"])
