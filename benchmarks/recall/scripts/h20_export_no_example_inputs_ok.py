# classes: 9 7
"""Export with example token ids; the recipe fills in the cache positions."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def export_for_device(model_id, max_len=32):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    model.eval()
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=max_len)
    return exportable.export(input_ids=torch.tensor([[2]]), strict=False)


program = export_for_device("google/gemma-3-270m-it")
print(type(program).__name__)
