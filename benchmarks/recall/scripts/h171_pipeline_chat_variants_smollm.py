# classes: 4 6
"""Ask the chat pipeline for a few variants of a product blurb."""
from transformers import pipeline

pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")
messages = [{"role": "user", "content": "write a blurb about a fast red fox"}]
outs = pipe(messages, max_new_tokens=6, num_return_sequences=2, return_full_text=False)
for o in outs:
    print(o["generated_text"])
