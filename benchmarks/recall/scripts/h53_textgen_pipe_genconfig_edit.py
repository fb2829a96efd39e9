# classes: 4
"""Speculative pipeline; the eval script turns off the KV cache afterwards to measure memory."""
from transformers import AutoModelForCausalLM, pipeline

draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-360M-Instruct", assistant_model=draft)

# memory profile without the cache
pipe.model.generation_config.use_cache = False
pipe.model.generation_config.max_new_tokens = 4

print(pipe("List two colours:")[0]["generated_text"])
