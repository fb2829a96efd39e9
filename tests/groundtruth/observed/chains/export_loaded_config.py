from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained(
    "Qwen/Qwen2.5-0.5B-Instruct",
    generation_config=GenerationConfig(use_cache=False, cache_implementation="dynamic"),
)
exportable = TorchExportableModuleWithStaticCache(model, batch_size=1)
print(type(exportable).__name__)
