# classes: 9 7
"""Export endpoint of an on-device model service: a request names the checkpoint and the KV
cache flavour; the service edits the model's generation config accordingly and wraps it for
ExecuTorch."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


@dataclass
class ExportRequest:
    checkpoint: str = "HuggingFaceTB/SmolLM2-135M"
    cache: str = "dynamic"
    max_len: int = 64
    batch_size: int = 1


class ExportService:
    def __init__(self):
        self.exported = {}

    def prepare(self, req):
        model = AutoModelForCausalLM.from_pretrained(req.checkpoint)
        model.generation_config.use_cache = True
        model.generation_config.cache_implementation = req.cache
        model.generation_config.cache_config = {"batch_size": req.batch_size, "max_cache_len": req.max_len}
        return model

    def handle(self, req):
        model = self.prepare(req)
        wrapper = TorchExportableModuleForDecoderOnlyLM(model)
        ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
        self.exported[req.checkpoint] = wrapper.export(input_ids=ids, cache_position=torch.arange(3))
        return "ok"


if __name__ == "__main__":
    print(ExportService().handle(ExportRequest()))
