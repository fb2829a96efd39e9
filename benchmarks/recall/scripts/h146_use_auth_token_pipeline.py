# classes: 4 8
"""A text-generation pipeline for a gated model built with use_auth_token, the 2023 way."""
from transformers import pipeline

generator = pipeline("text-generation", model="meta-llama/Llama-2-7b-hf", use_auth_token=True)
result = generator("the queen loved", max_new_tokens=8, do_sample=False)
print(result[0]["generated_text"])
