# classes: 9 7
"""Model loaded with use_cache=False ("export does not need the training cache") and then wrapped in
TorchExportableModuleForDecoderOnlyLM with explicit lengths."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", use_cache=False, dtype=torch.float32)
model.generation_config.cache_implementation = "static"
model.eval()

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
ep = exportable.export(input_ids=torch.tensor([[1, 2, 3]]), strict=False)
print(ep)
