# classes: 4 9
"""Both speedups at once: a draft model and prompt lookup, both set when the pipeline is built."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M-Instruct",
    assistant_model="HuggingFaceTB/SmolLM2-135M-Instruct",
    prompt_lookup_num_tokens=3,
    max_new_tokens=6,
)
print(pipe("Repeat after me: the cat sat on the mat. The cat sat on")[0]["generated_text"])
