# classes: 9 6
"""Gemma 3 for the watch: hybrid cache; sizes through the generation config."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")
model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 24}
module = TorchExportableModuleWithHybridCache(model)
print(type(module.cache).__name__)
