# classes: 9 6
# Export-ready generation config from a dict; sizes given to the wrapper directly.
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT_SETTINGS = {"use_cache": True, "cache_implementation": "static"}
EXPORT_SETTINGS["cache_config"] = {"batch_size": 1, "max_cache_len": 64}

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    generation_config=GenerationConfig(**EXPORT_SETTINGS, max_new_tokens=8),
)
module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
print(type(module).__name__)
