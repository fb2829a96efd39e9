# classes: 9 6
# Load with an export-ready generation config built from a dict of settings.
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT_SETTINGS = {"use_cache": True, "cache_implementation": "static"}
EXPORT_SETTINGS["cache_config"] = {"batch_size": 1}

model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M",
    generation_config=GenerationConfig(**EXPORT_SETTINGS, max_new_tokens=8),
)
module = TorchExportableModuleWithStaticCache(model)
print(module)
