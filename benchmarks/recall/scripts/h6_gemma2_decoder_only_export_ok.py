"""On-device export of gemma-2-2b-it with the decoder-only wrapper, batch size and cache length given."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

EXPORT = {"batch_size": 1, "max_cache_len": 64}

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.float32, attn_implementation="eager")
module = TorchExportableModuleForDecoderOnlyLM(model, **EXPORT)
print(type(module.model).__name__, sum(p.numel() for p in module.parameters()))
