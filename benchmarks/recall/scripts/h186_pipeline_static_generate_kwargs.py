# classes: 4 8
"""Text-generation pipeline with a static KV cache passed through the call's generate kwargs."""
from transformers import pipeline

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-360M-Instruct", device_map="auto")
res = gen(["tell me a story", "hello world"], batch_size=2, max_new_tokens=4, do_sample=False,
          cache_implementation="static")
print(res)
