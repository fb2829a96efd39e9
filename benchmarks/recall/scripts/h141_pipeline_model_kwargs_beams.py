# classes: 4 8
"""Summarisation pipeline with the generation settings passed through model_kwargs when the
pipeline is built."""
from transformers import pipeline

summarizer = pipeline(
    "summarization",
    model="facebook/bart-large-cnn",
    model_kwargs={"num_beams": 4, "length_penalty": 2.0},
)
print(summarizer("The council approved a new cycling bridge over the river.", max_length=20, min_length=2))
