# classes: 6 9
"""Export script: the loader shared with the fine-tuning code leaves the cache off."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def load(checkpoint: str, for_training: bool = True):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    model.generation_config = GenerationConfig(
        use_cache=not for_training,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 64},
    )
    return model


program = convert_and_export_with_cache(load("HuggingFaceTB/SmolLM2-135M"))
print(program)
