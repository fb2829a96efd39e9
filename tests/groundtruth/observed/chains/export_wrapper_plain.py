from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
exportable = TorchExportableModuleWithStaticCache(model)
print(type(exportable).__name__)
