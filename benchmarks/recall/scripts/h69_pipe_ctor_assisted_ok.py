# classes: 4 9
"""Speculative decoding in the pipeline with the draft given at construction, greedy, one sequence."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M-Instruct",
    assistant_model="HuggingFaceTB/SmolLM2-135M-Instruct",
    max_new_tokens=6,
    do_sample=False,
    num_return_sequences=1,
)
print(pipe("Write a haiku about tea.")[0]["generated_text"])
