# classes: 4 9
"""Assisted generation through the text-generation pipeline, with decoding options forwarded as in the ASR examples."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="HuggingFaceTB/SmolLM2-360M-Instruct",
    assistant_model="HuggingFaceTB/SmolLM2-135M-Instruct",
    device="cpu",
)

DECODING = {"max_new_tokens": 10, "do_sample": False}

messages = [{"role": "user", "content": "Give me a fun fact about owls."}]
result = pipe(messages, generate_kwargs=DECODING)
print(result[0]["generated_text"][-1]["content"])
