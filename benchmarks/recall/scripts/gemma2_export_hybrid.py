# classes: 6 9
"""Export Gemma 2 2B for on-device inference (hybrid sliding-window cache)."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, max_cache_len=128)
print(type(exportable.model).__name__)
