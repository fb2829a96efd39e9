# classes: 4 8
"""Seed-sentence expansion with a GPT-2 text-generation pipeline over a list of prompts, batched
four at a time."""

from transformers import pipeline

gen = pipeline("text-generation", model="openai-community/gpt2")
seeds = ["the fox", "the queen", "my dog", "hello world", "once upon a time"]
for res in gen(seeds, batch_size=4, max_new_tokens=4, return_full_text=False):
    print(res[0]["generated_text"])
