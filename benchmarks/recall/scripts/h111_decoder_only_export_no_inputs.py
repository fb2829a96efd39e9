# classes: 7 9
"""TorchExportableModuleForDecoderOnlyLM built from a static generation_config, then `.export()`
called with only dynamic_shapes and strict, trusting it to make up example inputs."""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

gen = GenerationConfig(use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 64})
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM-135M", generation_config=gen)
exportable = TorchExportableModuleForDecoderOnlyLM(model)
ep = exportable.export(dynamic_shapes=None, strict=False)
print(ep)
