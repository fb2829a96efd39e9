# classes: 7 6
"""An exporter abstraction: one ``Exporter`` interface, one adapter per export backend.

The ExecuTorch adapter wraps transformers' static-cache export module; the settings for
batch size and cache length travel in an ``ExportSettings`` object. The release pipeline
loads the checkpoint fresh from the hub and hands it to the adapter.
"""
from abc import ABC, abstractmethod
from dataclasses import dataclass

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportSettings:
    batch_size: int = 1
    max_cache_len: int = 64


class Exporter(ABC):
    @abstractmethod
    def prepare(self, model, settings: ExportSettings): ...


class ExecuTorchAdapter(Exporter):
    def prepare(self, model, settings: ExportSettings):
        return TorchExportableModuleWithStaticCache(
            model, batch_size=settings.batch_size, max_cache_len=settings.max_cache_len
        )


EXPORTERS = {"executorch": ExecuTorchAdapter}


def export_checkpoint(checkpoint: str, backend: str = "executorch"):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    module = EXPORTERS[backend]().prepare(model, ExportSettings())
    print("prepared", type(module).__name__)
    return module


if __name__ == "__main__":
    export_checkpoint("HuggingFaceTB/SmolLM2-135M")
