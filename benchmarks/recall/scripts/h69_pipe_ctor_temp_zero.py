# classes: 4
"""Deterministic-ish sampling: temperature 0 set at construction as one would in an API client."""
from transformers import pipeline

chat = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct", do_sample=True, temperature=0.0, max_new_tokens=5)
msgs = [{"role": "user", "content": "Say hi"}]
print(chat(msgs)[0]["generated_text"][-1])
