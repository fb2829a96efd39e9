# classes: 7 6
"""Export settings kept in one module-level dict and applied with GenerationConfig(**...)
before wrapping the model for ExecuTorch; the wrapper reads batch size and cache length
from cache_config."""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT = {
    "use_cache": True,
    "cache_implementation": "static",
    "cache_config": {"batch_size": 1, "max_cache_len": 32},
    "max_new_tokens": 16,
}

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
model.generation_config = GenerationConfig(**EXPORT)
exportable = TorchExportableModuleWithStaticCache(model)
logits = exportable(torch.tensor([[5, 6, 7]]), cache_position=torch.arange(3))
print(logits.shape)
