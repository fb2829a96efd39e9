# classes: 4
"""Static cache requested at construction for a compile-friendly pipeline, greedy decoding."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-135M",
    cache_implementation="static",
    max_new_tokens=4,
    do_sample=False,
)
print(pipe("Once upon a time")[0]["generated_text"])
