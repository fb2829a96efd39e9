# classes: 9
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
exported = TorchExportableModuleWithStaticCache(model)
print(exported)
