# classes: 9
"""Contrastive search through a text-generation pipeline, sampling turned off explicitly."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")
out = generator("DeepMind Company is", do_sample=False, penalty_alpha=0.6, top_k=4, max_new_tokens=8)
print(out[0]["generated_text"])
