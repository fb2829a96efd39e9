# classes: 7 9
"""Export service: prepares a model's generation config, then hands it to ExecuTorch."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


class ExportSettings:
    def __init__(self, checkpoint, max_cache_len=64, dtype=torch.float32):
        self.checkpoint = checkpoint
        self.max_cache_len = max_cache_len
        self.dtype = dtype


class ExportService:
    def __init__(self, settings: ExportSettings):
        self.settings = settings
        self._model = None

    @property
    def model(self):
        if self._model is None:
            self._model = AutoModelForCausalLM.from_pretrained(self.settings.checkpoint, torch_dtype=self.settings.dtype).eval()
            self._configure(self._model)
        return self._model

    def _configure(self, model):
        model.generation_config = GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            cache_config={"max_cache_len": self.settings.max_cache_len},
        )

    def export(self):
        return convert_and_export_with_cache(self.model)


if __name__ == "__main__":
    program = ExportService(ExportSettings("HuggingFaceTB/SmolLM2-135M")).export()
    print(type(program))
