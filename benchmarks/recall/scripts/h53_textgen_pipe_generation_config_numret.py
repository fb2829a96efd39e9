# classes: 4
"""Assisted pipeline whose defaults are changed through pipe.generation_config after construction."""
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="meta-llama/Llama-3.2-3B-Instruct",
    assistant_model="meta-llama/Llama-3.2-1B-Instruct",
)
gc = getattr(pipe, "generation_config", None) or pipe.model.generation_config
gc.num_return_sequences = 2
gc.do_sample = True
gc.max_new_tokens = 4
for o in pipe("A haiku about rain:"):
    print(o["generated_text"])
