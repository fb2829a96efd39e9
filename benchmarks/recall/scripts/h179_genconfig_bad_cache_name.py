# classes: 9 6
"""Prepare a generation config for the export toolchain from a YAML-ish recipe."""
from transformers import AutoModelForCausalLM, GenerationConfig

recipe = {"use_cache": True, "cache_implementation": "Static", "max_length": 32}
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generation_config = GenerationConfig(**recipe, cache_config={"batch_size": 1, "max_cache_len": 32})
model.generation_config.save_pretrained("/tmp/h179_export_recipe")
print(model.generation_config)
