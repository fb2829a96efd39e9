# classes: 4 8
"""Service start-up: length limits meant for generation passed with the loading options."""
import os

from transformers import pipeline

MODEL_ID = os.environ.get("MODEL_ID", "microsoft/phi-2")


def build():
    return pipeline(
        "text-generation",
        model=MODEL_ID,
        model_kwargs={"max_new_tokens": 8, "trust_remote_code": False},
        device="cpu",
    )


svc = build()
print(svc("def add(a, b):")[0]["generated_text"])
