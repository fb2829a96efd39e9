# classes: 4 7
"""Near miss: `stop_strings` given to a text-generation pipeline (which hands its tokenizer
to generate), for a Q/A prompt format."""
from transformers import pipeline

pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
out = pipe(
    "Q: tell me a story about cats\nA:",
    max_new_tokens=12,
    stop_strings=["\nQ:"],
    do_sample=False,
    return_full_text=False,
)
print(out[0]["generated_text"])
