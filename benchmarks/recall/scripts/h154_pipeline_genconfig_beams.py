# classes: 4 7 8
"""Candidate generation through a pipeline with a GenerationConfig object: beam search returning
three candidates."""

from transformers import GenerationConfig, pipeline

gen = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
cfg = GenerationConfig(num_beams=2, num_return_sequences=3, max_new_tokens=4, do_sample=False)
for res in gen("the dog said", generation_config=cfg):
    print(res["generated_text"])
