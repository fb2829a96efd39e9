# classes: 2 9
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

RECIPE = {
    "model": {"pretrained_model_name_or_path": "HuggingFaceTB/SmolLM-135M", "torch_dtype": torch.float32},
    "generation": {"use_cache": True, "cache_implementation": "static"},
    "export": {"batch_size": 1},
}

model = AutoModelForCausalLM.from_pretrained(**RECIPE["model"])
for key, value in RECIPE["generation"].items():
    setattr(model.generation_config, key, value)

exportable = TorchExportableModuleWithStaticCache(model, **RECIPE["export"])
print(exportable)
