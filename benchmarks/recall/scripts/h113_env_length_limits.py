# classes: 3 8
"""A container entrypoint that takes its length limit from the environment (MAX_LENGTH, default
"40") and hands it to generate without converting it."""

import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_NAME = os.environ.get("MODEL_NAME", "openai-community/gpt2")
MAX_LENGTH = os.environ.get("MAX_LENGTH", "40")

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)


def handle(request: dict) -> str:
    inputs = tokenizer(request["prompt"], return_tensors="pt")
    output = model.generate(**inputs, max_length=MAX_LENGTH, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(output[0], skip_special_tokens=True)


print(handle({"prompt": "Tell me about the moon."}))
