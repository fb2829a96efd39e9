# classes: 4
"""Completions with a length budget read from a config dict; the budget is zero for the dry run."""
from transformers import pipeline

CONFIG = {"model": "Qwen/Qwen2.5-0.5B", "gen": {"max_new_tokens": 0, "num_beams": 2}}

completer = pipeline("text-generation", model=CONFIG["model"], **CONFIG["gen"])
print(completer("The quick brown fox")[0]["generated_text"])
