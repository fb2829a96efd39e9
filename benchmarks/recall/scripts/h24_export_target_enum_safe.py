# classes: 7 6
"""Export targets as an Enum of (batch, length) tuples unpacked into the wrapper."""
from enum import Enum

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


class Target(Enum):
    PHONE = (1, 128)
    LAPTOP = (1, 512)

    def __init__(self, batch_size: int, max_cache_len: int) -> None:
        self.batch_size = batch_size
        self.max_cache_len = max_cache_len


model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)
model.generation_config.update(use_cache=True, cache_implementation="static")

target = Target.PHONE
module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=target.batch_size, max_cache_len=target.max_cache_len)
static = module.model
print(type(static).__name__, target.name, len(static.static_cache))
