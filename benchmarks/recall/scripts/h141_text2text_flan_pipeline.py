# classes: 4 8
"""Flan-T5 as an instruction follower through the text2text-generation pipeline: two beam
candidates per question."""
from transformers import pipeline

gen = pipeline("text2text-generation", model="google/flan-t5-small")
questions = ["Answer the question: what is the capital of France?", "Translate to German: good morning"]
for q in questions:
    for cand in gen(q, num_beams=4, num_return_sequences=2, max_new_tokens=8):
        print(q, "->", cand["generated_text"])
