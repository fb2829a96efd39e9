# classes: 4 8
"""Forum question: text-generation pipeline with an assistant model and several return
sequences with sampling."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M-Instruct",
    assistant_model="HuggingFaceTB/SmolLM2-135M-Instruct",
)
out = pipe("Once upon a time", max_new_tokens=6, do_sample=True, num_return_sequences=2)
for o in out:
    print(o["generated_text"])
