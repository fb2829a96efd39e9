# classes: 4 8
"""One-sentence synthetic facts from a text-generation pipeline, stopped at the first period."""

from transformers import pipeline

gen = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
for topic in ["the fox", "the garden"]:
    res = gen(f"a fact about {topic} :", max_new_tokens=8, do_sample=False, stop_strings=["."])
    print(res[0]["generated_text"])
