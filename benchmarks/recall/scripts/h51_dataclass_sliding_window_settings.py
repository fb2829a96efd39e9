# classes: 3 9
"""Edge export of Mistral with settings kept in one dataclass."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class EdgeExportSettings:
    model_id: str = "mistralai/Mistral-7B-Instruct-v0.3"
    max_seq_len: int = 64
    batch_size: int = 1
    # Mistral attends through a sliding window, so keep its cache layout
    cache_implementation: str = "sliding_window"
    dtype: torch.dtype = torch.float32
    extra: dict = field(default_factory=dict)

    def generation_config(self):
        return GenerationConfig(
            use_cache=True,
            cache_implementation=self.cache_implementation,
            max_length=self.max_seq_len,
            cache_config={"batch_size": self.batch_size, "max_cache_len": self.max_seq_len},
        )


def build(settings):
    model = AutoModelForCausalLM.from_pretrained(
        settings.model_id, torch_dtype=settings.dtype, generation_config=settings.generation_config(), **settings.extra
    )
    return TorchExportableModuleWithStaticCache(model.eval())


if __name__ == "__main__":
    module = build(EdgeExportSettings())
    print(module)
