# classes: 9
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model.generation_config.update(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1},
)
print(model.generation_config)
exportable = TorchExportableModuleWithStaticCache(model)
print(exportable)
