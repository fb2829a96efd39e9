# classes: 4 2
"""Text-generation pipeline helper that asks for three alternatives; if the pipeline rejects
the decoding settings it falls back to a single sampled answer."""
import torch
from transformers import pipeline

torch.manual_seed(0)
generator = pipeline("text-generation", model="gpt2")


def alternatives(prompt, n=3, beams=2):
    try:
        return generator(prompt, max_new_tokens=5, num_beams=beams, num_return_sequences=n, pad_token_id=50256)
    except ValueError as err:
        print("falling back:", err)
        return generator(prompt, max_new_tokens=5, do_sample=True, pad_token_id=50256)


for item in alternatives("A good name for a cat is"):
    print(item["generated_text"])
