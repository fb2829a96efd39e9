# classes: 3
"""Chat demo: reply variants from a text-generation pipeline, always sampled."""
from transformers import pipeline

SETTINGS = {"temperature": 0.7, "variants": 2, "max_new_tokens": 24}

chat = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
messages = [{"role": "user", "content": "Suggest a name for a hiking club."}]
replies = chat(
    messages,
    max_new_tokens=SETTINGS["max_new_tokens"],
    num_return_sequences=SETTINGS["variants"],
    temperature=SETTINGS["temperature"],
)
for r in replies:
    print(r["generated_text"][-1]["content"])
