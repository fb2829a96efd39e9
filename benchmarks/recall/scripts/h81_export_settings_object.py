# classes: 7 3
"""ExecuTorch export driven by the same settings objects as generation: an
ExportSettings dataclass writes the static-cache settings onto the model's generation
config; the dynamic-length variant leaves max_cache_len to the wrapper."""

from dataclasses import asdict, dataclass
from typing import Optional

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportSettings:
    batch_size: Optional[int] = 1
    max_cache_len: Optional[int] = 64

    def apply(self, model):
        cache_config = {k: v for k, v in asdict(self).items() if v is not None}
        model.generation_config.use_cache = True
        model.generation_config.cache_implementation = "static"
        model.generation_config.cache_config = cache_config
        return model


@dataclass
class DynamicLengthExport(ExportSettings):
    max_cache_len: Optional[int] = None


model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
DynamicLengthExport().apply(model)
wrapper = TorchExportableModuleWithStaticCache(model)
ids = torch.tensor([[1, 2, 3]])
print(wrapper(ids, cache_position=torch.arange(3)).shape)
