# classes: 9
"""Near miss: contrastive-search settings passed to a text-generation pipeline, whose default
generation config samples, so plain sampling runs."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")
out = generator("DeepMind Company is", penalty_alpha=0.6, top_k=4, max_new_tokens=8)
print(out[0]["generated_text"])
