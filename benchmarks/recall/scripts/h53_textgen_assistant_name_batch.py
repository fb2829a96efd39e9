# classes: 4
"""Benchmark: assisted decoding through the pipeline with a draft given by hub name, prompts batched."""
import time

from transformers import pipeline

PROMPTS = [
    "The quick brown fox",
    "In 1492, Columbus",
    "def fibonacci(n):",
    "Once upon a time",
]

pipe = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-1.5B-Instruct",
    assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
    device="cpu",
)
pipe.tokenizer.padding_side = "left"

t0 = time.perf_counter()
results = pipe(PROMPTS, batch_size=4, max_new_tokens=4, do_sample=False)
print(f"{time.perf_counter() - t0:.2f}s")
for r in results:
    print(r[0]["generated_text"])
