# classes: 3
"""Chat demo: a few reply variants from a text-generation pipeline, temperature from settings."""
from transformers import pipeline

SETTINGS = {"temperature": 0.0, "variants": 2, "max_new_tokens": 24}

chat = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
messages = [{"role": "user", "content": "Suggest a name for a hiking club."}]
replies = chat(
    messages,
    max_new_tokens=SETTINGS["max_new_tokens"],
    num_return_sequences=SETTINGS["variants"],
    do_sample=SETTINGS["temperature"] > 0,
)
for r in replies:
    print(r["generated_text"][-1]["content"])
