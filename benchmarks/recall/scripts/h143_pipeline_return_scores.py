# classes: 4 8
"""A text-generation pipeline asked to hand back scores through generate's keywords."""

from transformers import pipeline

pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")
res = pipe(
    "tell me a story about dogs",
    max_new_tokens=5,
    do_sample=False,
    return_dict_in_generate=True,
    output_scores=True,
)
print(res)
