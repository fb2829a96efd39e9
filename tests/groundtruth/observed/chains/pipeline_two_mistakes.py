from transformers import pipeline

pipe = pipeline("text-generation", model="openai-community/gpt2", assistant_model="distilbert/distilgpt2")
print(pipe("the quick brown fox", max_new_tokens=5, use_cache=False, cache_implementation="static"))
