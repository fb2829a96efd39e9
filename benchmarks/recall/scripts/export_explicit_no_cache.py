# classes: 8 9
"""Export with the generation config copied from our training script."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generation_config = GenerationConfig(
    use_cache=False,  # copied from the training config
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 64},
)
module = TorchExportableModuleWithStaticCache(model)
print(module)
