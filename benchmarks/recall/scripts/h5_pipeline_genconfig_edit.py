# classes: 4 7
# Pipeline built once; its model's generation config tuned afterwards for a "fast" mode.
from transformers import pipeline

pipe = pipeline("text-generation", model="google/gemma-2b")
gc = pipe.model.generation_config
gc.max_new_tokens = 5
gc.prompt_lookup_num_tokens = 3
gc.use_cache = False  # the fast mode came from an old README

print(pipe("the dog and the cat and the dog")[0]["generated_text"])
