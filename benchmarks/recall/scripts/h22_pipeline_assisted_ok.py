# classes: 4 9
"""Assisted generation through the text-generation pipeline (the docs' pipeline variant), several chats in turn."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M-Instruct",
    assistant_model="HuggingFaceTB/SmolLM2-135M-Instruct",
    device="cpu",
)

DECODING = {"max_new_tokens": 10, "do_sample": False}

questions = ["Give me a fun fact about owls.", "What is 2 + 2?"]
for q in questions:
    result = pipe([{"role": "user", "content": q}], **DECODING)
    print(result[0]["generated_text"][-1]["content"])
