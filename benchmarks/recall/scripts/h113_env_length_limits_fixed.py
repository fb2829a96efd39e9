# classes: 3 8
"""A container entrypoint that takes its limits from the environment and converts them with int()
(MAX_NEW_TOKENS and TOP_K), sampling only when TOP_K asks for it."""

import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_NAME = os.environ.get("MODEL_NAME", "openai-community/gpt2")
MAX_NEW_TOKENS = int(os.environ.get("MAX_NEW_TOKENS", "8"))
TOP_K = int(os.getenv("TOP_K", "0"))

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)


def handle(request: dict) -> str:
    inputs = tokenizer(request["prompt"], return_tensors="pt")
    output = model.generate(
        **inputs,
        max_new_tokens=MAX_NEW_TOKENS,
        do_sample=TOP_K > 0,
        top_k=TOP_K,
        pad_token_id=tokenizer.eos_token_id,
    )
    return tokenizer.decode(output[0], skip_special_tokens=True)


print(handle({"prompt": "Tell me about the moon."}))
