# classes: 7 6
"""Export targets as an Enum whose members know their wrapper arguments."""
from enum import Enum

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


class Target(Enum):
    PHONE = "phone"
    LAPTOP = "laptop"

    @property
    def wrapper_kwargs(self) -> dict:
        return {
            Target.PHONE: {"max_cache_len": 128},
            Target.LAPTOP: {"max_cache_len": 512},
        }[self]


model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"

target = Target("phone")
module = TorchExportableModuleForDecoderOnlyLM(model, **target.wrapper_kwargs)
print(type(module.model).__name__, target.value)
