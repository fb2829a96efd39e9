# classes: 4 6
"""Batch of chat requests through a text-generation pipeline with a draft model for speculative
decoding, one conversation at a time."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-1.5B-Instruct",
    assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
)
pipe.tokenizer.padding_side = "left"
requests = [
    [{"role": "user", "content": "hello"}],
    [{"role": "user", "content": "tell me a story"}],
]
for out in pipe(requests, batch_size=1, max_new_tokens=5, do_sample=False):
    print(out[0]["generated_text"][-1]["content"])
