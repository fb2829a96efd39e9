# classes: 9 7
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT_RECIPE = {"batch_size": 1, "device": "cpu"}


def make_exportable(model, **recipe):
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(model, **recipe)


model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2").eval()
module = make_exportable(model, **EXPORT_RECIPE)
print(module)
