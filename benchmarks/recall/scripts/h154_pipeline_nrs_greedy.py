# classes: 4 8
"""Seed-sentence expansion with a text-generation pipeline: three continuations each, greedy so the
data set is reproducible."""

from transformers import pipeline

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
for seed in ["the fox", "the queen"]:
    outs = gen(seed, max_new_tokens=4, do_sample=False, num_return_sequences=3)
    print([o["generated_text"] for o in outs])
