# classes: 4 9
"""Each worker thread owns a text-generation pipeline and serves a slice of prompts."""
import threading
from concurrent.futures import ThreadPoolExecutor

from transformers import pipeline

_local = threading.local()
GENERATE_KWARGS = {"max_new_tokens": 6, "do_sample": False}


def get_pipe():
    if not hasattr(_local, "pipe"):
        _local.pipe = pipeline(
            "text-generation",
            model="EleutherAI/pythia-160m",
            assistant_model="EleutherAI/pythia-70m",
        )
    return _local.pipe


def serve(prompts):
    pipe = get_pipe()
    return [pipe(p, **GENERATE_KWARGS)[0]["generated_text"] for p in prompts]


def chunks(items, n):
    k = -(-len(items) // n)
    return [items[i : i + k] for i in range(0, len(items), k)]


def main():
    prompts = ["The moon is", "My favourite book is", "In 2050, cars will"]
    with ThreadPoolExecutor(max_workers=1) as pool:
        parts = list(pool.map(serve, chunks(prompts, 2)))
    for text in (t for part in parts for t in part):
        print(repr(text))


if __name__ == "__main__":
    main()
