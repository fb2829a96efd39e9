# classes: 9 6
"""Convert a Llama 3.2 checkpoint for the phone runner. Static cache, sizes from the runner's limits."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_NAME = "meta-llama/Llama-3.2-1B-Instruct"
RUNNER_LIMITS = {"batch_size": 1}

model = AutoModelForCausalLM.from_pretrained(MODEL_NAME, torch_dtype=torch.float32)
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
model.generation_config.cache_config = RUNNER_LIMITS
wrapped = TorchExportableModuleWithStaticCache(model)
print(wrapped.static_cache)
