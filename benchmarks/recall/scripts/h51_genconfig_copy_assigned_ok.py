# classes: 9
"""Qwen2.5 0.5B instruct for the phone demo: export settings built on a copy of the hub config."""
import copy

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)

# keep the chat sampling defaults from the hub, only change what the export needs
export_cfg = copy.deepcopy(model.generation_config)
export_cfg.use_cache = True
export_cfg.cache_implementation = "static"
export_cfg.cache_config = {"batch_size": 1, "max_cache_len": 80}
export_cfg.max_length = 80
model.generation_config = export_cfg

wrapper = TorchExportableModuleWithStaticCache(model)
print(type(wrapper.static_cache).__name__)
