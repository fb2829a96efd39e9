# classes: 6
from transformers import AutoConfig, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

model_id = "google/gemma-2-2b-it"
config = AutoConfig.from_pretrained(model_id)
config.use_cache = True  # the hub config already has it; be explicit
model = AutoModelForCausalLM.from_pretrained(model_id, config=config)
model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 32}
module = TorchExportableModuleWithHybridCache(model)
print(module)
