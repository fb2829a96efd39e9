# classes: 6
import copy

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B", dtype=torch.float32)

eval_gc = copy.deepcopy(model.generation_config)
export_gc = copy.deepcopy(model.generation_config)
export_gc.use_cache = True
export_gc.cache_implementation = "static"
export_gc.cache_config = {"batch_size": 1, "max_cache_len": 32}
model.generation_config = export_gc

exportable = TorchExportableModuleWithStaticCache(model)
print(type(exportable).__name__)
model.generation_config = eval_gc
