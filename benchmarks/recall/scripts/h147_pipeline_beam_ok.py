# classes: 4 8
"""A text-generation pipeline with beam search and two returned sequences."""
from transformers import pipeline

generator = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
for r in generator("once upon a time", num_beams=3, num_return_sequences=2, max_new_tokens=5):
    print(r["generated_text"])
