# classes: 9
"""First attempt at exporting SmolLM2: set the static cache and go."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model.generation_config.cache_implementation = "static"
exported = TorchExportableModuleWithStaticCache(model)
