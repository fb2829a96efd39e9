# classes: 7 9
"""Export service: the wrapper is built with explicit sizes after the config is prepared."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


class ExportService:
    def __init__(self, checkpoint, batch_size=1, max_cache_len=64):
        self.checkpoint = checkpoint
        self.batch_size = batch_size
        self.max_cache_len = max_cache_len
        self._model = None

    @property
    def model(self):
        if self._model is None:
            model = AutoModelForCausalLM.from_pretrained(self.checkpoint).eval()
            model.generation_config.use_cache = True
            model.generation_config.cache_implementation = "static"
            self._model = model
        return self._model

    def wrap(self):
        return TorchExportableModuleWithStaticCache(
            self.model, batch_size=self.batch_size, max_cache_len=self.max_cache_len
        )


if __name__ == "__main__":
    wrapped = ExportService("HuggingFaceTB/SmolLM2-135M").wrap()
    print(type(wrapped).__name__)
