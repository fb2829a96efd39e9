# classes: 6
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it", torch_dtype=torch.float32)
model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
print(type(exportable.model).__name__)
