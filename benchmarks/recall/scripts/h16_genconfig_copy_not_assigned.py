# classes: 6 9
import copy

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B", dtype=torch.float32)

# keep the original config untouched for the eval harness; build the export one from a copy
export_gc = copy.deepcopy(model.generation_config)
export_gc.use_cache = True
export_gc.cache_implementation = "static"
export_gc.cache_config = {"batch_size": 1, "max_cache_len": 32}

exportable = TorchExportableModuleWithStaticCache(model)
print(exportable)
