from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b")
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "hybrid"
exportable = TorchExportableModuleWithHybridCache(model)
print(type(exportable).__name__)
