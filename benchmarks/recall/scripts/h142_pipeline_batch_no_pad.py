# classes: 4 6
"""Throughput-oriented generation on each rank: the pipeline batches eight prompts at a time."""
import os

from transformers import pipeline

rank = int(os.environ.get("RANK", 0))
world = int(os.environ.get("WORLD_SIZE", 1))

gen = pipeline("text-generation", model="openai-community/gpt2", device="cpu", batch_size=8)
prompts = [f"Fact number {i}:" for i in range(6)]
for result in gen(prompts[rank::world], max_new_tokens=5, do_sample=False):
    print(rank, result[0]["generated_text"])
