# classes: 3 9
"""CI job: the cache implementation comes from the environment of the export runner."""
import os

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = os.environ.get("EXPORT_MODEL", "meta-llama/Llama-3.2-1B-Instruct")
CACHE_IMPL = os.environ.get("EXPORT_CACHE_IMPL", "hybrid")
MAX_LEN = int(os.environ.get("EXPORT_MAX_LEN", "32"))

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.generation_config.use_cache = True
model.generation_config.cache_implementation = CACHE_IMPL
model.eval()

wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=MAX_LEN)
print("wrapped", MODEL_ID, "with", CACHE_IMPL)
