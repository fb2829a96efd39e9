# classes: 4
"""Candidate completions with sampling switched on at construction (near miss of the greedy variant)."""
from transformers import pipeline

SETTINGS = dict(max_new_tokens=6, do_sample=True, top_k=5, num_return_sequences=3)

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M", **SETTINGS)
for cand in gen("The capital of France is"):
    print(cand["generated_text"])
