# classes: 4
"""Assisted decoding over a generator of prompts; the pipeline feeds them one by one."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-1.5B-Instruct",
    assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
    device="cpu",
)


def prompts():
    for topic in ("rivers", "mountains", "deserts"):
        yield f"Three facts about {topic}:"


for out in pipe(prompts(), max_new_tokens=4, do_sample=False):
    print(out[0]["generated_text"])
