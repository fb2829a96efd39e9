# classes: 4
"""Batch completion over a list of prompts with the total length capped when the pipeline is
built (max_length at construction, a legacy habit), and a generation config for the rest."""
from transformers import GenerationConfig, pipeline

gen_cfg = GenerationConfig(do_sample=False, repetition_penalty=1.1)
pipe = pipeline("text-generation", model="openai-community/gpt2", generation_config=gen_cfg, max_length=6)

prompts = [
    "In a distant galaxy, a small crew of explorers discovered a planet covered in glass",
    "The recipe calls for two cups of flour, one egg, and a pinch of salt, mixed",
]
for out in pipe(prompts, batch_size=1):
    print(out[0]["generated_text"])
