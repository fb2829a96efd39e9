# classes: 7 3
from dataclasses import dataclass, asdict

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class CacheGeometry:
    batch_size: int = 1
    max_cache_len: int = 0

    def as_kwargs(self):
        d = asdict(self)
        return {k: (v or None) for k, v in d.items()}


def build(model_id: str, geometry: CacheGeometry):
    model = AutoModelForCausalLM.from_pretrained(model_id).eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(model, **geometry.as_kwargs())


module = build("Qwen/Qwen2.5-Coder-0.5B-Instruct", CacheGeometry())
print(module)
