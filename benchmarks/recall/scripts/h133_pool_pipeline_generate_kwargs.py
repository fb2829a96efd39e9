# classes: 4 7
"""Chat backend: the text-generation pipeline is called from a worker pool; generation settings are
handed over the way the summarization pipeline took them."""
from concurrent.futures import ThreadPoolExecutor

from transformers import pipeline

pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")

with ThreadPoolExecutor(max_workers=1) as pool:
    fut = pool.submit(pipe, "once upon a time", generate_kwargs={"max_new_tokens": 5, "do_sample": False})
    print(fut.result()[0]["generated_text"])
