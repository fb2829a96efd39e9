# classes: 7 9
"""An exporter class: __init__ loads a Gemma-3 checkpoint and turns off the model's cache to keep
memory low while loading, export() wraps it in TorchExportableModuleWithHybridCache."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache


class GemmaExporter:
    def __init__(self, model_id="google/gemma-3-1b-it", max_seq_len=64, batch_size=1):
        self.model = AutoModelForCausalLM.from_pretrained(model_id, dtype=torch.float32)
        self.model.config.use_cache = False
        self.max_seq_len = max_seq_len
        self.batch_size = batch_size

    def export(self):
        module = TorchExportableModuleWithHybridCache(
            self.model, batch_size=self.batch_size, max_cache_len=self.max_seq_len
        )
        with torch.no_grad():
            return torch.export.export(
                module, (), {"input_ids": torch.tensor([[2]]), "cache_position": torch.tensor([0])}, strict=False
            )


print(GemmaExporter().export())
