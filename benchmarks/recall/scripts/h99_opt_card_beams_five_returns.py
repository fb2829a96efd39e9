# classes: 4
"""OPT-125m card pipeline (num_return_sequences=5) switched from sampling to beam search with two
beams for more deterministic completions."""
from transformers import pipeline, set_seed

set_seed(32)
generator = pipeline("text-generation", model="facebook/opt-125m", num_beams=2, num_return_sequences=5)
print(generator("What are we having for dinner?", max_new_tokens=8))
