# classes: 1
"""Text-generation pipeline with its own keywords and generation settings, all spelled right."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")
settings = {"max_new_tokens": 10, "num_beams": 2, "no_repeat_ngram_size": 3}
out = generator("Once upon a time", return_full_text=False, **settings)
print(out[0]["generated_text"])
