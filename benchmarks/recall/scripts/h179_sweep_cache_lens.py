# classes: 2 9
"""Export the same checkpoint at several context sizes for the size/latency table."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M").eval()
model.generation_config.cache_implementation = "static"
model.generation_config.use_cache = True
for max_cache_len in (16, 32):
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_cache_len)
    ep = torch.export.export(module, args=(), kwargs={"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])})
    size = sum(b.numel() for b in module.buffers())
    print(max_cache_len, size)
