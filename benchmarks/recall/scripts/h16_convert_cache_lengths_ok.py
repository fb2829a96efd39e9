# classes: 2
# Export SmolLM2 once per cache length we want to benchmark on device.
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

MODEL = "HuggingFaceTB/SmolLM2-135M"
CACHE_LENGTHS = (32, 64)

programs = {}
for max_len in CACHE_LENGTHS:
    gen = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": max_len},
    )
    model = AutoModelForCausalLM.from_pretrained(MODEL, generation_config=gen)
    programs[max_len] = convert_and_export_with_cache(model)
    print("exported", max_len)
