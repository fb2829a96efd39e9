# classes: 4
"""Speculative pipeline; the memory profile without the cache is done on a plain pipeline."""
from transformers import AutoModelForCausalLM, pipeline

draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
spec = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-360M-Instruct", assistant_model=draft)
plain = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-360M-Instruct")

plain.model.generation_config.use_cache = False
spec.model.generation_config.max_new_tokens = 4
plain.model.generation_config.max_new_tokens = 4

print(spec("List two colours:")[0]["generated_text"])
print(plain("List two colours:")[0]["generated_text"])
