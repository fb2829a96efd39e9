# classes: 7
from dataclasses import dataclass, asdict

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class CacheGeometry:
    batch_size: int = 1
    max_cache_len: int = 32


def build(model_id: str, geometry: CacheGeometry):
    model = AutoModelForCausalLM.from_pretrained(model_id).eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(model, **asdict(geometry))


module = build("Qwen/Qwen2.5-Coder-0.5B-Instruct", CacheGeometry())
print(type(module).__name__)
