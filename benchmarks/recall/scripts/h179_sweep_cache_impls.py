# classes: 2 9
"""Export the same checkpoint with each cache kind we were asked to compare."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M").eval()
model.generation_config.use_cache = True
for impl in ("static", "offloaded_static"):
    model.generation_config.cache_implementation = impl
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=16)
    print(impl, sum(b.numel() for b in module.buffers()))
