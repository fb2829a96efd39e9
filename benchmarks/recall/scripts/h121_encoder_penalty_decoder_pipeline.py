# classes: 8 4
"""A text-generation pipeline over GPT-2 asked to stay on the prompt's words with
`encoder_repetition_penalty=2` at the call."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")
result = generator("The key facts about solar panels are", max_new_tokens=10, encoder_repetition_penalty=2)
print(result[0]["generated_text"])
