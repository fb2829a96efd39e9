from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b")
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "hybrid"
exportable = TorchExportableModuleWithHybridCache(model)
print(type(exportable).__name__)
# hflint-misses: 4.57.6 5.0.0 5.15.0 5.19.0 5.20.2 5.23.0 5.24.0  what google/gemma-2-2b's generation_config.json sets is not known here (checkpoint facts as data, issue 14 class 6)
