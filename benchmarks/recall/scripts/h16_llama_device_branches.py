# classes: 1
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

TARGET = "xnnpack"  # or "coreml" / "cuda-sim"

model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct", dtype=torch.float32).eval()
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"

if TARGET == "xnnpack":
    cache_config = {"batch_size": 1, "max_cache_len": 32, "device": "cpu"}
else:
    cache_config = {"batch_size": 1}

if TARGET == "xnnpack":
    model.generation_config.cache_config = cache_config
    exportable = TorchExportableModuleWithStaticCache(model)
else:
    exportable = TorchExportableModuleWithStaticCache(model, max_cache_len=128)
print(type(exportable).__name__)
