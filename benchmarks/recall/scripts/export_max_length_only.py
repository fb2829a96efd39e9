# classes: 9
"""Export recipe from an older README: the length goes in max_length."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained(
    "meta-llama/Llama-3.2-1B-Instruct",
    generation_config=GenerationConfig(use_cache=True, cache_implementation="static", max_length=128),
)
print(convert_and_export_with_cache(model))
