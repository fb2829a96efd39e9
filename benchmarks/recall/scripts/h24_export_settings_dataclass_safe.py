# classes: 7 6
"""On-device export: frozen dataclass settings turned into the model's generation config."""
from dataclasses import asdict, dataclass, replace

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass(frozen=True)
class CacheShape:
    batch_size: int = 1
    max_cache_len: int = 128


@dataclass(frozen=True)
class ExportSettings:
    model_id: str = "HuggingFaceTB/SmolLM2-135M"
    dtype: torch.dtype = torch.float32
    shape: CacheShape = CacheShape()

    def generation_config(self) -> GenerationConfig:
        return GenerationConfig(use_cache=True, cache_implementation="static", cache_config=asdict(self.shape))


settings = replace(ExportSettings(), shape=CacheShape(max_cache_len=64))
model = AutoModelForCausalLM.from_pretrained(settings.model_id, torch_dtype=settings.dtype).eval()
model.generation_config = settings.generation_config()

wrapper = TorchExportableModuleWithStaticCache(model)
with torch.no_grad():
    logits = wrapper(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))
print(type(wrapper).__name__, tuple(logits.shape))
