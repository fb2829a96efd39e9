# classes: 9
"""Headline brainstorming with a text-generation pipeline, asking for diverse beams at the call."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")

settings = {"num_beams": 6, "num_beam_groups": 3, "diversity_penalty": 1.0, "num_return_sequences": 3}
results = generator("Headline: Local team wins", max_new_tokens=8, **settings)
for r in results:
    print(r["generated_text"])
