# classes: 9 7
# The export helper class, preparing every field the static wrapper checks.
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportSpec:
    model_id: str = "Qwen/Qwen2.5-0.5B-Instruct"
    max_cache_len: int = 64
    batch_size: int = 1


class Exporter:
    def __init__(self, spec: ExportSpec):
        self.spec = spec
        self.model = AutoModelForCausalLM.from_pretrained(spec.model_id, torch_dtype=torch.float32)

    def prepare(self):
        gc = self.model.generation_config
        gc.use_cache = True
        gc.cache_implementation = "static"
        return self

    def wrap(self):
        return TorchExportableModuleWithStaticCache(
            self.model, batch_size=self.spec.batch_size, max_cache_len=self.spec.max_cache_len
        )


exportable = Exporter(ExportSpec()).prepare().wrap()
print(type(exportable).__name__)
