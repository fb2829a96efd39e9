# classes: 2 9
# Export SmolLM2 once per cache length we want to benchmark on device.
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

MODEL = "HuggingFaceTB/SmolLM2-135M"
CACHE_CONFIGS = [
    {"batch_size": 1, "max_cache_len": 32},
    {"batch_size": 1, "max_cache_len": 64},
    {"batch_size": 1},  # "use the model's context length"
]

programs = {}
for cache_config in CACHE_CONFIGS:
    gen = GenerationConfig(use_cache=True, cache_implementation="static", cache_config=cache_config)
    model = AutoModelForCausalLM.from_pretrained(MODEL, generation_config=gen)
    tag = cache_config.get("max_cache_len", "ctx")
    programs[tag] = convert_and_export_with_cache(model)
    print("exported", tag)
