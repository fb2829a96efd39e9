# classes: 4 8
"""A text-generation pipeline that stops on a word (stop_strings through the pipeline call)."""

from transformers import pipeline

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
res = gen("tell me a story about cats", max_new_tokens=6, stop_strings=["dog"], do_sample=False)
print(res[0]["generated_text"])
