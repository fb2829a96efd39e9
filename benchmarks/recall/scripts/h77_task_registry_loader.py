# classes: 8 2
"""A small model server that builds one pipeline per configured endpoint from a registry table."""
from transformers import pipeline

ENDPOINTS = {
    "complete": ("text-generation", "openai-community/gpt2"),
    "summarize": ("summarization", "facebook/bart-base"),
}

PIPES = {}
for name, (task, checkpoint) in ENDPOINTS.items():
    PIPES[name] = pipeline(task, model=checkpoint)
    print("loaded", name)

print(PIPES["complete"]("Once upon a time", max_new_tokens=4)[0]["generated_text"])
print(PIPES["summarize"]("the quick brown fox jumps over the lazy dog", max_new_tokens=4)[0]["summary_text"])
