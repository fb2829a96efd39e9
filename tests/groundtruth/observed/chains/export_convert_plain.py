from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generation_config.cache_implementation = "static"
program = convert_and_export_with_cache(model)
print(type(program).__name__)
