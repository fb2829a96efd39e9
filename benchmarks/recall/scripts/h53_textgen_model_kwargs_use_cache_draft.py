# classes: 4 8
"""Assisted pipeline with use_cache given as a loading option (goes into the model config)."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-1.5B-Instruct",
    assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
    model_kwargs={"use_cache": False},
)
print(pipe("Hello there,", max_new_tokens=4, do_sample=False)[0]["generated_text"])
