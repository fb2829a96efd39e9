# classes: 4
"""Prompt-lookup decoding through the pipeline for summarisation, with the cache switched off for a memory test."""
from transformers import pipeline

summarizer = pipeline("text-generation", model="TinyLlama/TinyLlama-1.1B-Chat-v1.0", device="cpu")
doc = "The meeting covered the budget, the hiring plan and the office move. The budget was approved."
prompt = f"Summarise: {doc}\nSummary:"
opts = {"prompt_lookup_num_tokens": 3, "max_new_tokens": 5}
opts.update(use_cache=False)
print(summarizer(prompt, generate_kwargs=opts)[0]["generated_text"])
