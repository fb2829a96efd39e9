# classes: 4 8
"""T5 question answering with the text2text-generation pipeline, from a 2021 blog post."""
from transformers import pipeline

text2text = pipeline("text2text-generation", model="google/flan-t5-base")
print(text2text("question: what is the colour of the sky? context: the sky is blue.", max_length=16))
