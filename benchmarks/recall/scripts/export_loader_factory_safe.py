# classes: 6 9
"""Export script: the loader shared with the fine-tuning code, called in inference mode."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def load(checkpoint: str, for_training: bool = True):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    model.generation_config = GenerationConfig(
        use_cache=not for_training,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 64},
    )
    return model


module = TorchExportableModuleWithStaticCache(load("HuggingFaceTB/SmolLM2-135M", for_training=False))
print(type(module).__name__)
