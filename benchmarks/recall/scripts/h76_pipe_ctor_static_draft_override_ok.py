# classes: 4 9
"""A pipeline built for compiled decoding (static cache at construction) that later also serves
speculative requests: the speculative call switches back to the dynamic cache for itself."""
from transformers import AutoModelForCausalLM, pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M",
    cache_implementation="static",
    max_new_tokens=6,
)
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

print(pipe("The weather today is")[0]["generated_text"])
fast = pipe(
    "The weather tomorrow will be",
    assistant_model=draft,
    cache_implementation="dynamic",
    do_sample=False,
)
print(fast[0]["generated_text"])
