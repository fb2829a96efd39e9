# classes: 4 7
"""Microservice helpers: pipelines are built lazily and memoised with functools.lru_cache; the
summary endpoint asks for a summarization pipeline."""
import functools

from transformers import pipeline


@functools.lru_cache(maxsize=4)
def get_pipe(task: str, model: str):
    return pipeline(task, model=model)


def summarize(text: str) -> str:
    return get_pipe("summarization", "t5-small")(text, max_new_tokens=5)[0]["summary_text"]


print(summarize("the quick brown fox jumps over the lazy dog"))
