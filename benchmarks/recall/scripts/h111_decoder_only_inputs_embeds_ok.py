# classes: 7 9
"""TorchExportableModuleForDecoderOnlyLM exported from inputs_embeds (as for a multimodal text
decoder), with the embedding width read from the config."""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

gen = GenerationConfig(use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 64})
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM-135M", generation_config=gen)
exportable = TorchExportableModuleForDecoderOnlyLM(model)
embeds = torch.randn(1, 3, model.config.hidden_size)
ep = exportable.export(inputs_embeds=embeds, cache_position=torch.arange(3), strict=False)
print(ep.graph_signature.user_inputs)
