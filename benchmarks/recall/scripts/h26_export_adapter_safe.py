# classes: 7 6
"""An exporter abstraction: one ``Exporter`` interface, one adapter per export backend.

The ExecuTorch adapter wraps transformers' static-cache export module; the settings for
batch size and cache length travel in an ``ExportSettings`` object. The release pipeline
loads the checkpoint with an export-ready generation config and hands it to the adapter.
"""
from abc import ABC, abstractmethod
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, GenerationConfig
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
    settings = ExportSettings()
    model = AutoModelForCausalLM.from_pretrained(
        checkpoint,
        generation_config=GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            cache_config={"batch_size": settings.batch_size, "max_cache_len": settings.max_cache_len},
        ),
    )
    module = EXPORTERS[backend]().prepare(model, settings)
    print("prepared", type(module).__name__)
    return module


if __name__ == "__main__":
    export_checkpoint("HuggingFaceTB/SmolLM2-135M")
