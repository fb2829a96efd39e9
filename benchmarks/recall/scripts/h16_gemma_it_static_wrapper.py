# classes: 6 9
# Gemma 2 instruct through the *static* wrapper with the sizes in cache_config.
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", attn_implementation="eager")
model.eval()
model.generation_config.use_cache = True
model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 32}

exportable = TorchExportableModuleWithStaticCache(model)
print(exportable)
