# classes: 6
"""SmolLM2-360M-Instruct exported for on-device use: the user flips the card model's generation
config to a static cache and calls convert_and_export_with_cache, relying on the checkpoint for
the cache sizes."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
program = convert_and_export_with_cache(model)
print(program)
