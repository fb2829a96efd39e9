# classes: 9 7
"""Export with the recipe's defaults: we only pass dynamic shapes."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def export_for_device(model_id, max_len=32):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    model.eval()
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=max_len)
    return exportable.export(strict=False)


program = export_for_device("google/gemma-3-270m-it")
print(program)
