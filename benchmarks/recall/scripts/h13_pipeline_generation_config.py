# classes: 4 8
"""Pipeline with a GenerationConfig assembled from a JSON recipe."""
import json

from transformers import GenerationConfig, pipeline

RECIPE = json.loads('{"generation": {"max_new_tokens": 8, "do_sample": false, "repetition_penalty": 1.1}}')
gen_config = GenerationConfig(**RECIPE["generation"])

pipe = pipeline("text-generation", model="openai-community/gpt2", generation_config=gen_config)
print(pipe("once upon a time")[0]["generated_text"])
