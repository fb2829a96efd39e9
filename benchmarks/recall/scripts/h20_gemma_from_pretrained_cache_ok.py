# classes: 6 9
# Gemma 3 loaded the way our training config loads it (no cache), then handed to the hybrid export wrapper.
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

LOAD_KWARGS = {"torch_dtype": torch.float32, "use_cache": True}

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it", **LOAD_KWARGS)
model.eval()
exportable = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)
print(sum(1 for _ in exportable.buffers()), "cache buffers")
